// Locked funds (DESIGN §5/§8): available payments of an investor reserved for an issuer wallet until a date (one
// pending ledger transfer per payment), withdrawn from that date on (the transfers are posted to the wallet).
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import {
  fromBaseUnits,
  type Admin,
  type LockAvailabilityBody,
  type LockedFunds,
  type LockedFundsExportQuery,
  type LockedFundsFilter,
  type LockedFundsListQuery,
  type LockFundsBody,
  type WithdrawFundsBody,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { csvKeysetStream } from '../../lib/csv';
import { checkDayRange } from '../../lib/day-range';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { formatMoment } from '../../lib/moment';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { Idempotency } from '../ledger/idempotency.service';
import type { Ledger } from '../ledger/ledger.service';
import { describePayment, type InvestorsService } from '../investors/investors.service';
import type { StoredPayment } from '../investors/investors.repository';
import type { WalletsService } from '../wallets/wallets.service';
import type { KeysetCursor } from '../../db/keyset';
import type { LockedFundsRepository } from './lockedfunds.repository';

export interface LockedFundsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  idempotency: Idempotency;
  audit: AuditService;
  events: EventBus;
  lockedFundsRepository: LockedFundsRepository;
  investorsService: Pick<
    InvestorsService,
    'lockForChange' | 'assertCurrenciesActive' | 'paymentAccount' | 'touchPayments'
  >;
  walletsService: Pick<WalletsService, 'findWalletOwner' | 'walletAccount'>;
}

export interface WithdrawnFunds {
  amount: string;
  walletAddress: string;
  investorId: string;
  paymentIds: string[];
  lockIds: string[];
  withdrawnAt: string;
}

const lockView = (lock: LockedFunds) => ({
  investorId: lock.investorId,
  walletAddress: lock.walletAddress,
  paymentIds: lock.paymentIds,
  amount: lock.amount,
  availableFrom: lock.availableFrom,
  status: lock.status,
});

/** The columns of the locks CSV export, in order (payment ids space-separated in one cell). */
const EXPORT_COLUMNS = [
  'id',
  'investorId',
  'investorName',
  'walletAddress',
  'amount',
  'availableFrom',
  'status',
  'createdAt',
  'withdrawnAt',
  'paymentIds',
] as const;

const checkAvailableRange = (filter: LockedFundsFilter) =>
  checkDayRange(filter.availableStart, filter.availableEnd, 'The end of the availability range is before its start.');

export const createLockedFundsService = (deps: LockedFundsServiceDeps) => {
  const { db, clock, ledger, idempotency, audit, events, lockedFundsRepository, investorsService } = deps;

  const noLock = () => notFound('There are no locked funds with this id.', 'LOCKED_FUNDS_NOT_FOUND');

  /** The investor's payments with these ids, in the order asked; 404 for one that is not theirs. */
  const choose = (payments: readonly StoredPayment[], ids: readonly string[]) => {
    const byId = new Map(payments.map((payment) => [payment.id, payment]));
    return ids.map((id) => {
      const payment = byId.get(id);
      if (!payment) {
        throw notFound(
          `This investor has no payment with the id ${id}. Reload the investor and choose among its payments.`,
          'PAYMENT_NOT_FOUND',
        );
      }
      return payment;
    });
  };

  /** Reserves the whole available amount of each payment for the wallet, in the caller's transaction. */
  const lock = async (
    tx: Queryable,
    actor: Pick<Admin, 'id'> | null,
    body: LockFundsBody,
    context: AuditContext,
    idempotencyKey: string | null,
    now = clock.now(),
  ): Promise<LockedFunds> => {
    const availableFrom = new Date(body.availableFrom);
    if (availableFrom <= now) {
      throw unprocessable(
        `Choose an availability date in the future: ${formatMoment(availableFrom)} has already passed.`,
        'AVAILABLE_FROM_PASSED',
      );
    }
    const { investor, payments } = await investorsService.lockForChange(tx, body.investorId);
    if (investor.status === 'pending') {
      throw conflict('Review the investor first: a pending investor has no funds to lock.', 'NOT_REVIEWED');
    }
    if (investor.status === 'cancelled') {
      throw conflict(
        'This investor is cancelled: reactivate the investor before locking their funds.',
        'INVESTOR_CANCELLED',
      );
    }
    const chosen = choose(payments, body.paymentIds);
    for (const payment of chosen) {
      if (payment.status === 'locked') {
        throw conflict(
          `${describePayment(payment)} is already locked until ${formatMoment(payment.lock!.availableFrom)}.`,
          'PAYMENT_LOCKED',
        );
      }
      if (payment.status === 'withdrawn') {
        throw conflict(
          `The ${payment.currency} payment was already withdrawn to ${payment.lock?.walletAddress ?? 'a wallet'}.`,
          'PAYMENT_WITHDRAWN',
        );
      }
      if (payment.balance - payment.reserved <= 0n) {
        throw conflict(`The ${payment.currency} payment holds no funds to lock.`, 'PAYMENT_EMPTY');
      }
    }
    const owner = await deps.walletsService.findWalletOwner(tx, body.walletAddress);
    if (!owner) throw notFound('No issuer owns this wallet.', 'WALLET_NOT_FOUND');
    if (!owner.kycCompleted) {
      throw conflict(`Finish the KYC of ${owner.issuerName} before locking funds for their wallet.`, 'KYC_PENDING');
    }
    await investorsService.assertCurrenciesActive(
      tx,
      chosen.map((payment) => payment.currency),
    );

    const walletAccount = await deps.walletsService.walletAccount(tx, owner.wallet);
    const parts = [];
    for (const payment of chosen) {
      const amount = payment.balance - payment.reserved;
      const transfer = await ledger.reserve(tx, {
        debit: await investorsService.paymentAccount(tx, payment.id),
        credit: walletAccount,
        amount,
        adminId: actor?.id ?? null,
        idempotencyKey,
        availableFrom,
        at: now,
      });
      parts.push({ paymentId: payment.id, transferId: transfer.id, amount });
    }
    const id = randomUUID();
    await lockedFundsRepository.insert(
      tx,
      {
        id,
        investorId: investor.id,
        walletAddress: owner.wallet,
        amount: parts.reduce((sum, part) => sum + part.amount, 0n),
        availableFrom,
        now,
      },
      parts,
    );
    await investorsService.touchPayments(tx, body.paymentIds, 'locked', now);
    const created = (await lockedFundsRepository.findById(tx, id))!;
    await audit.append(tx, context, {
      action: AUDIT_ACTION.lockedFundsLocked,
      resource: AUDIT_RESOURCE.lockedFunds,
      resourceId: id,
      before: null,
      after: {
        ...lockView(created),
        payments: parts.map((part) => ({ paymentId: part.paymentId, amount: fromBaseUnits(part.amount) })),
      },
    });
    return created;
  };

  /** Posts the pending transfers of these locked payments to the wallet, in the caller's transaction. */
  const withdraw = async (
    tx: Queryable,
    actor: Pick<Admin, 'id'> | null,
    body: WithdrawFundsBody,
    context: AuditContext,
    now = clock.now(),
  ): Promise<WithdrawnFunds> => {
    const { investor, payments } = await investorsService.lockForChange(tx, body.investorId);
    const chosen = choose(payments, body.paymentIds);
    for (const payment of chosen) {
      if (payment.status === 'available') {
        throw conflict(
          `${describePayment(payment)} is not locked: there is nothing to withdraw.`,
          'PAYMENT_NOT_LOCKED',
        );
      }
      if (payment.status === 'withdrawn') {
        throw conflict(
          `The ${payment.currency} payment was already withdrawn on ${formatMoment(payment.lock!.withdrawnAt!)}.`,
          'ALREADY_WITHDRAWN',
        );
      }
      if (payment.lock!.walletAddress.toLowerCase() !== body.walletAddress.toLowerCase()) {
        throw conflict(
          `${describePayment(payment)} is locked for the wallet ${payment.lock!.walletAddress}, not for this one.`,
          'LOCKED_FOR_ANOTHER_WALLET',
        );
      }
    }
    // The dates are read under the locks' row locks, so a concurrent change of availability cannot slip in.
    const locks = await lockedFundsRepository.lockMany(
      tx,
      chosen.map((payment) => payment.lock!.id),
    );
    const waiting = locks.filter((row) => new Date(row.availableFrom) > now);
    if (waiting.length > 0) {
      const until = new Date(Math.max(...waiting.map((row) => new Date(row.availableFrom).getTime())));
      throw conflict(`These funds are locked until ${formatMoment(until)}.`, 'FUNDS_STILL_LOCKED');
    }
    await investorsService.assertCurrenciesActive(
      tx,
      chosen.map((payment) => payment.currency),
    );
    for (const payment of chosen) await ledger.post(tx, payment.lock!.transferId, actor?.id ?? null);
    await investorsService.touchPayments(tx, body.paymentIds, 'withdrawn', now);
    const completed = await lockedFundsRepository.markWithdrawn(tx, body.paymentIds, now);
    const amount = chosen.reduce((sum, payment) => sum + payment.lock!.amount, 0n);
    const withdrawn: WithdrawnFunds = {
      amount: fromBaseUnits(amount),
      walletAddress: locks[0]!.walletAddress,
      investorId: investor.id,
      paymentIds: body.paymentIds,
      lockIds: locks.map((row) => row.id),
      withdrawnAt: now.toISOString(),
    };
    await audit.append(tx, context, {
      action: AUDIT_ACTION.lockedFundsWithdrawn,
      resource: AUDIT_RESOURCE.lockedFunds,
      resourceId: locks.length === 1 ? locks[0]!.id : null,
      before: {
        locks: locks.map((row) => ({ id: row.id, status: row.status })),
        payments: chosen.map((payment) => ({ paymentId: payment.id, status: payment.status })),
      },
      after: {
        ...withdrawn,
        completedLocks: completed,
        payments: chosen.map((payment) => ({
          paymentId: payment.id,
          status: 'withdrawn',
          amount: fromBaseUnits(payment.lock!.amount),
        })),
      },
    });
    return withdrawn;
  };

  return {
    list: (query: LockedFundsListQuery) => {
      checkAvailableRange(query);
      return lockedFundsRepository.list(db, query);
    },

    /** Every lock of the list under these filters, search and sort, as CSV (checked before the stream starts). */
    exportCsv: (query: LockedFundsExportQuery) => {
      checkAvailableRange(query);
      return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await lockedFundsRepository.listAfter(db, query, after, limit)).map(({ lock, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) => (column === 'paymentIds' ? lock.paymentIds.join(' ') : lock[column])),
          cursor,
        })),
      );
    },

    lock: async (actor: Admin, body: LockFundsBody, context: AuditContext, idempotencyKey: string | null) => {
      const request = {
        ...body,
        walletAddress: normalizeWalletAddress(body.walletAddress),
        availableFrom: new Date(body.availableFrom).toISOString(),
      };
      const lockedFunds = await db.transaction((tx) =>
        idempotency.run(
          tx,
          idempotencyKey ? { scope: `lockFunds:${actor.id}`, key: idempotencyKey, request } : null,
          () => lock(tx, actor, request, context, idempotencyKey),
        ),
      );
      events.changed({ area: 'lockedFunds', resource: 'locked_funds', id: lockedFunds.id, action: 'locked' });
      events.changed({ area: 'investors', resource: 'investor', id: lockedFunds.investorId, action: 'locked' });
      return { lockedFunds };
    },

    withdraw: async (actor: Admin, body: WithdrawFundsBody, context: AuditContext, idempotencyKey: string | null) => {
      const request = { ...body, walletAddress: normalizeWalletAddress(body.walletAddress) };
      const unlockedFunds = await db.transaction((tx) =>
        idempotency.run(
          tx,
          idempotencyKey ? { scope: `withdrawFunds:${actor.id}`, key: idempotencyKey, request } : null,
          () => withdraw(tx, actor, request, context),
        ),
      );
      for (const id of unlockedFunds.lockIds) {
        events.changed({ area: 'lockedFunds', resource: 'locked_funds', id, action: 'withdrawn' });
      }
      events.changed({ area: 'investors', resource: 'investor', id: unlockedFunds.investorId, action: 'withdrawn' });
      events.changed({ area: 'wallets', resource: 'wallet', id: unlockedFunds.walletAddress, action: 'withdrawal' });
      return { unlockedFunds };
    },

    setAvailability: async (body: LockAvailabilityBody, context: AuditContext) => {
      const availableFrom = new Date(body.availableFrom);
      const { lockedFunds, changed } = await db.transaction(async (tx) => {
        const current = await lockedFundsRepository.findById(tx, body.id, true);
        if (!current) throw noLock();
        if (current.status === 'withdrawn') {
          throw conflict(
            'These funds were already withdrawn: their availability date can no longer change.',
            'ALREADY_WITHDRAWN',
          );
        }
        if (new Date(current.availableFrom).getTime() === availableFrom.getTime()) {
          return { lockedFunds: current, changed: false };
        }
        await lockedFundsRepository.setAvailableFrom(tx, current.id, availableFrom, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.lockedFundsAvailabilityChanged,
          resource: AUDIT_RESOURCE.lockedFunds,
          resourceId: current.id,
          before: { availableFrom: current.availableFrom },
          after: { availableFrom: availableFrom.toISOString() },
        });
        return { lockedFunds: (await lockedFundsRepository.findById(tx, current.id))!, changed: true };
      });
      if (changed) {
        events.changed({ area: 'lockedFunds', resource: 'locked_funds', id: lockedFunds.id, action: 'availability' });
        events.changed({ area: 'investors', resource: 'investor', id: lockedFunds.investorId, action: 'availability' });
      }
      return { lockedFunds };
    },

    /**
     * Demo locks inside the demo seed's transaction, for the given active investors' available payments: some
     * made weeks ago and withdrawable now, some until a future date, and some already withdrawn.
     */
    seedDemo: async (
      tx: Queryable,
      plans: ReadonlyArray<{
        investorId: string;
        paymentIds: string[];
        walletAddress: string;
        lockedDaysAgo: number;
        availableInDays: number;
        /** Null: still locked. */
        withdrawnDaysAgo: number | null;
      }>,
    ) => {
      const system: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };
      const today = clock.now().getTime();
      const DAY = 86_400_000;
      for (const plan of plans) {
        const lockedAt = new Date(today - plan.lockedDaysAgo * DAY);
        const availableFrom = new Date(Math.floor((today + plan.availableInDays * DAY) / DAY) * DAY).toISOString();
        await lock(
          tx,
          null,
          {
            investorId: plan.investorId,
            paymentIds: plan.paymentIds,
            walletAddress: plan.walletAddress,
            availableFrom,
          },
          system,
          null,
          lockedAt,
        );
        if (plan.withdrawnDaysAgo !== null) {
          await withdraw(
            tx,
            null,
            { investorId: plan.investorId, paymentIds: plan.paymentIds, walletAddress: plan.walletAddress },
            system,
            new Date(today - plan.withdrawnDaysAgo * DAY),
          );
        }
      }
      return plans.length;
    },
  };
};

export type LockedFundsService = ReturnType<typeof createLockedFundsService>;
