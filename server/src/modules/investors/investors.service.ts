// Rules about investors (DESIGN §5/§8): intake (pending) → review (active, payments credited) ⇄ cancelled,
// details, removal, and the payment list whose amounts move only through the ledger, diffed against the stored one.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  formatBlck,
  fromBaseUnits,
  toBaseUnits,
  type Admin,
  type Investor,
  type InvestorReport,
  type InvestorCancellationBody,
  type InvestorExportQuery,
  type InvestorFundsBody,
  type InvestorIntakeBody,
  type InvestorListQuery,
  type InvestorPayment,
  type Payment,
  type ReviewInvestorBody,
  type UpdateInvestorBody,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { csvKeysetStream, csvLine } from '../../lib/csv';
import type { KeysetCursor } from '../../db/keyset';
import { checkDayRange } from '../../lib/day-range';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { formatMoment } from '../../lib/moment';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { Idempotency } from '../ledger/idempotency.service';
import type { Ledger } from '../ledger/ledger.service';
import { BLCK_CURRENCY, type WalletsService } from '../wallets/wallets.service';
import { DEMO_INVESTORS, type DemoInvestor } from './investors.demo';
import {
  PAYMENT_ACCOUNT_KIND,
  type InvestorDetails,
  type InvestorsRepository,
  type ReportCursor,
  type StoredInvestor,
  type StoredPayment,
} from './investors.repository';

export interface InvestorsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  idempotency: Idempotency;
  audit: AuditService;
  events: EventBus;
  investorsRepository: InvestorsRepository;
  walletsService: Pick<WalletsService, 'assertCurrencyActive'>;
}

const REPORT_PAGE = 500;
/** The columns of the investor list's CSV export, one row per investor (balances in $BLCK, exact decimals). */
const EXPORT_COLUMNS = [
  'id',
  'investorName',
  'investorId',
  'investorType',
  'paymentType',
  'status',
  'contactEmail',
  'representedBy',
  'interestRate',
  'rewardBonus',
  'available',
  'locked',
  'withdrawn',
  'createdAt',
  'reviewedAt',
] as const;

const REPORT_COLUMNS = [
  'id',
  'investorName',
  'investorId',
  'investorType',
  'paymentType',
  'status',
  'contactEmail',
  'investorAddress',
  'representedBy',
  'interestRate',
  'rewardBonus',
  'createdAt',
  'reviewedAt',
  'paymentId',
  'paymentStatus',
  'paymentCurrency',
  'paymentMethod',
  'paymentAmount',
  'lockId',
  'lockWalletAddress',
  'lockAvailableFrom',
  'lockStatus',
  'lockedAmount',
] as const;

export const STALE_LIST_MESSAGE = "This investor's payment list changed since you loaded it. Reload and try again.";

/**
 * What a payment shows as its amount: its ledger balance (posted credits less debits; a lock's reservation stays
 * in it until the withdrawal posts it, so a withdrawn payment shows what is left, normally 0). Before the
 * review nothing is in the ledger yet, and the amount the investor declared is shown instead.
 */
const amountOf = (investor: StoredInvestor, payment: StoredPayment) =>
  investor.status === 'pending' ? payment.declaredAmount : payment.balance;

const blck = (units: bigint) => formatBlck(fromBaseUnits(units));

/** "The USD payment of 1,250.5 $BLCK", to name a payment in a message. */
export const describePayment = (payment: StoredPayment, amount = payment.balance) =>
  `The ${payment.currency} payment of ${blck(amount)}`;

const toPayment = (investor: StoredInvestor, payment: StoredPayment): Payment => ({
  id: payment.id,
  amount: fromBaseUnits(amountOf(investor, payment)),
  currency: payment.currency,
  paymentType: payment.paymentType,
  status: payment.status,
  version: payment.version,
  createdAt: payment.createdAt.toISOString(),
});

/** Totals by state: what can be spent, what locks reserve, and what was withdrawn into wallets. */
const balancesOf = (investor: StoredInvestor, payments: readonly StoredPayment[]) => {
  let available = 0n;
  let locked = 0n;
  let withdrawn = 0n;
  if (investor.status !== 'pending') {
    for (const payment of payments) {
      available += payment.balance - payment.reserved;
      locked += payment.reserved;
      if (payment.lock?.withdrawnAt) withdrawn += payment.lock.amount;
    }
  }
  return { available: fromBaseUnits(available), locked: fromBaseUnits(locked), withdrawn: fromBaseUnits(withdrawn) };
};

export const toInvestor = (investor: StoredInvestor, payments: readonly StoredPayment[]): Investor => ({
  id: investor.id,
  investorName: investor.investorName,
  investorId: investor.investorNumber,
  investorAddress: investor.investorAddress,
  representedBy: investor.representedBy,
  interestRate: investor.interestRate,
  rewardBonus: investor.rewardBonus,
  contactEmail: investor.contactEmail,
  investorType: investor.investorType,
  paymentType: investor.paymentType,
  status: investor.status,
  isActive: investor.status === 'active',
  paymentList: payments.map((payment) => toPayment(investor, payment)),
  balances: balancesOf(investor, payments),
  reviewedAt: investor.reviewedAt?.toISOString() ?? null,
  createdAt: investor.createdAt.toISOString(),
  updatedAt: investor.updatedAt.toISOString(),
});

const toInvestorPayment = (investor: StoredInvestor, payment: StoredPayment): InvestorPayment => ({
  ...toPayment(investor, payment),
  lock: payment.lock
    ? {
        id: payment.lock.id,
        walletAddress: payment.lock.walletAddress,
        availableFrom: payment.lock.availableFrom.toISOString(),
        status: payment.lock.status,
      }
    : null,
});

/** The contract's field names → the stored ones (the investor's number is `investorId` on the wire). */
const detailsOf = (body: UpdateInvestorBody): InvestorDetails => ({
  investorName: body.investorName,
  investorNumber: body.investorId,
  investorAddress: body.investorAddress,
  representedBy: body.representedBy,
  interestRate: body.interestRate,
  rewardBonus: body.rewardBonus,
  contactEmail: body.contactEmail.toLowerCase(),
});

/** What the audit trail keeps of an investor's details. */
const detailsView = (investor: StoredInvestor) => ({
  investorName: investor.investorName,
  investorId: investor.investorNumber,
  investorAddress: investor.investorAddress,
  investorType: investor.investorType,
  representedBy: investor.representedBy,
  interestRate: investor.interestRate,
  rewardBonus: investor.rewardBonus,
  contactEmail: investor.contactEmail,
});

const paymentsView = (investor: StoredInvestor, payments: readonly StoredPayment[]) =>
  payments.map((payment) => ({
    id: payment.id,
    amount: fromBaseUnits(amountOf(investor, payment)),
    currency: payment.currency,
    paymentType: payment.paymentType,
    status: payment.status,
  }));

/** Payments grouped by their investor, in their order. */
const byInvestorId = (payments: readonly StoredPayment[]) => {
  const groups = new Map<string, StoredPayment[]>();
  for (const payment of payments) {
    const group = groups.get(payment.investorId);
    if (group) group.push(payment);
    else groups.set(payment.investorId, [payment]);
  }
  return groups;
};

/** 409 for what only a reviewed investor allows; `why` completes "Review the investor first: …". */
const notReviewed = (why: string) => conflict(`Review the investor first: ${why}`, 'NOT_REVIEWED');

export const createInvestorsService = (deps: InvestorsServiceDeps) => {
  const { db, clock, ledger, idempotency, audit, events, investorsRepository } = deps;

  const noInvestor = () => notFound('There is no investor with this id.', 'INVESTOR_NOT_FOUND');

  const announce = (id: string, action: string) =>
    events.changed({ area: 'investors', resource: 'investor', id, action });

  const read = async (q: Queryable, id: string) => {
    const investor = await investorsRepository.findById(q, id);
    if (!investor) throw noInvestor();
    return { investor, payments: await investorsRepository.paymentsOf(q, [id]) };
  };

  const view = async (q: Queryable, id: string) => {
    const { investor, payments } = await read(q, id);
    return toInvestor(investor, payments);
  };

  /** Locks the investor, then its payments, for a change in the caller's transaction (404 when there is none). */
  const lockForChange = async (tx: Queryable, id: string) => {
    const investor = await investorsRepository.findById(tx, id, true);
    if (!investor) throw noInvestor();
    return { investor, payments: await investorsRepository.paymentsOf(tx, [id], true) };
  };

  /** Refuses unknown currencies (422): payments are in the currencies of the official wallets. */
  const assertCurrenciesKnown = async (q: Queryable, currencies: readonly string[]) => {
    const known = await investorsRepository.knownCurrencies(q, currencies);
    const unknown = [...new Set(currencies)].filter((currency) => !known.has(currency));
    if (unknown.length > 0) {
      throw unprocessable(
        `Unknown currency ${unknown.join(', ')}: payments are in the currencies of the official wallets.`,
        'UNKNOWN_CURRENCY',
      );
    }
  };

  /**
   * Refuses a movement while the official wallet of a payment's currency, or of BLCK (the unit every payment
   * balance is kept in), is suspended. Share locks taken in one order, held until commit.
   */
  const assertCurrenciesActive = async (tx: Queryable, currencies: readonly string[]) => {
    for (const currency of [...new Set([BLCK_CURRENCY, ...currencies])].sort()) {
      await deps.walletsService.assertCurrencyActive(tx, currency);
    }
  };

  /** The ledger account of a payment (created on first use); its balance cannot go below zero. */
  const paymentAccount = (tx: Queryable, paymentId: string) =>
    ledger.ensureAccount(tx, {
      kind: PAYMENT_ACCOUNT_KIND,
      owner: paymentId,
      currency: BLCK_CURRENCY,
      noOverdraft: true,
    });

  /**
   * Checks a list sent back by the console against the stored one: the same payments, each at the version it
   * was read at; 409 asking to reload otherwise.
   */
  const assertListFresh = (
    stored: readonly StoredPayment[],
    sent: ReadonlyArray<{ id: string; version: number }>,
  ): void => {
    const byId = new Map(stored.map((payment) => [payment.id, payment]));
    const fresh =
      sent.length === stored.length &&
      new Set(sent.map((payment) => payment.id)).size === sent.length &&
      sent.every((payment) => byId.get(payment.id)?.version === payment.version);
    if (!fresh) throw conflict(STALE_LIST_MESSAGE, 'STALE_PAYMENT_LIST');
  };

  /** Why a payment that is not available cannot change. */
  const notAvailable = (payment: StoredPayment) =>
    payment.status === 'locked'
      ? conflict(
          `${describePayment(payment)} is locked until ${formatMoment(payment.lock!.availableFrom)}: none of it is available, so its amount cannot change.`,
          'PAYMENT_NOT_AVAILABLE',
        )
      : conflict(
          `The ${payment.currency} payment was withdrawn to ${payment.lock?.walletAddress ?? 'a wallet'}: its amount cannot change.`,
          'PAYMENT_NOT_AVAILABLE',
        );

  const cancelledCannotReceive = () =>
    conflict(
      'This investor is cancelled and cannot receive funds. Reactivate the investor first.',
      'INVESTOR_CANCELLED',
    );

  /** Credits reviewed payments: external → payment, one transfer each, in the caller's transaction. */
  const review = async (
    tx: Queryable,
    actor: Pick<Admin, 'id'> | null,
    body: ReviewInvestorBody,
    context: AuditContext,
    idempotencyKey: string | null,
  ) => {
    const { investor, payments } = await lockForChange(tx, body.id);
    if (investor.status !== 'pending') {
      throw conflict(
        'This investor was already reviewed. Reload to see the investor as it is now.',
        'ALREADY_REVIEWED',
      );
    }
    assertListFresh(payments, body.paymentList);
    const currencies = body.paymentList.map((payment) => payment.currency);
    await assertCurrenciesKnown(tx, currencies);
    await assertCurrenciesActive(tx, currencies);
    const now = clock.now();
    const reviewed = await investorsRepository.markReviewed(
      tx,
      investor.id,
      { ...detailsOf(body), investorType: body.investorType },
      now,
    );
    const external = body.paymentList.length > 0 ? await ledger.externalAccount(tx, BLCK_CURRENCY) : null;
    for (const item of body.paymentList) {
      await investorsRepository.reviewPayment(tx, item.id, item, now);
      await ledger.transfer(tx, {
        debit: external!,
        credit: await paymentAccount(tx, item.id),
        amount: toBaseUnits(item.amount),
        adminId: actor?.id ?? null,
        idempotencyKey,
        at: now,
      });
    }
    const after = await investorsRepository.paymentsOf(tx, [investor.id]);
    await audit.append(tx, context, {
      action: AUDIT_ACTION.investorReviewed,
      resource: AUDIT_RESOURCE.investor,
      resourceId: investor.id,
      before: { status: investor.status, ...detailsView(investor), payments: paymentsView(investor, payments) },
      after: { status: reviewed.status, ...detailsView(reviewed), payments: paymentsView(reviewed, after) },
    });
    return { investor: toInvestor(reviewed, after) };
  };

  /** Diffs the sent list against the stored one and ledgers each change, in the caller's transaction. */
  const updateFunds = async (
    tx: Queryable,
    actor: Pick<Admin, 'id'> | null,
    body: InvestorFundsBody,
    context: AuditContext,
    idempotencyKey: string | null,
  ) => {
    const { investor, payments } = await lockForChange(tx, body.id);
    if (investor.status === 'pending') throw notReviewed("a pending investor's payments are credited by the review.");
    assertListFresh(payments, body.paymentList);
    const byId = new Map(payments.map((payment) => [payment.id, payment]));
    const changes: Array<{ payment: StoredPayment; before: bigint; after: bigint }> = [];
    for (const item of body.paymentList) {
      const payment = byId.get(item.id)!;
      const wanted = toBaseUnits(item.amount);
      if (wanted === payment.balance) continue;
      if (payment.status !== 'available') throw notAvailable(payment);
      if (wanted > payment.balance && investor.status === 'cancelled') throw cancelledCannotReceive();
      const available = payment.balance - payment.reserved;
      if (payment.balance - wanted > available) {
        throw conflict(
          `Only ${blck(available)} of ${describePayment(payment).replace(/^The/, 'the')} is available: it cannot decrease by ${blck(payment.balance - wanted)}.`,
          'INSUFFICIENT_FUNDS',
        );
      }
      changes.push({ payment, before: payment.balance, after: wanted });
    }
    const paymentTypeChanged = body.paymentType !== investor.paymentType;
    if (changes.length === 0 && !paymentTypeChanged) return { investor: toInvestor(investor, payments), changes: [] };

    if (changes.length > 0) {
      await assertCurrenciesActive(
        tx,
        changes.map((change) => change.payment.currency),
      );
    }
    const now = clock.now();
    // One external account for the whole operation, so it holds at most one shared account at a time.
    const external = changes.length > 0 ? await ledger.externalAccount(tx, BLCK_CURRENCY) : null;
    for (const { payment, before, after } of changes) {
      const account = await paymentAccount(tx, payment.id);
      const increase = after > before;
      await ledger.transfer(tx, {
        debit: increase ? external! : account,
        credit: increase ? account : external!,
        amount: increase ? after - before : before - after,
        adminId: actor?.id ?? null,
        idempotencyKey,
        at: now,
      });
    }
    await investorsRepository.touchPayments(
      tx,
      changes.map((change) => change.payment.id),
      null,
      now,
    );
    const updated = paymentTypeChanged
      ? await investorsRepository.setPaymentType(tx, investor.id, body.paymentType, now)
      : investor;
    const listed = changes.map(({ payment, before, after }) => ({
      paymentId: payment.id,
      currency: payment.currency,
      before: fromBaseUnits(before),
      after: fromBaseUnits(after),
    }));
    await audit.append(tx, context, {
      action: AUDIT_ACTION.investorFundsUpdated,
      resource: AUDIT_RESOURCE.investor,
      resourceId: investor.id,
      before: {
        paymentType: investor.paymentType,
        payments: listed.map(({ paymentId, before }) => ({ paymentId, amount: before })),
      },
      after: {
        paymentType: body.paymentType,
        payments: listed.map(({ paymentId, after }) => ({ paymentId, amount: after })),
        changes: listed,
      },
    });
    return {
      investor: toInvestor(updated, await investorsRepository.paymentsOf(tx, [investor.id])),
      changes: listed.map(({ paymentId, before, after }) => ({ paymentId, before, after })),
    };
  };

  /** Cancels an active investor or reactivates a cancelled one, in the caller's transaction. */
  const setActive = async (tx: Queryable, body: InvestorCancellationBody, context: AuditContext) => {
    const { investor: current, payments } = await lockForChange(tx, body.id);
    if (current.status === 'pending') throw notReviewed('only a reviewed investor can be cancelled or reactivated.');
    const status = body.isActive ? 'active' : 'cancelled';
    if (current.status === status) return { investor: toInvestor(current, payments), changed: false };
    const updated = await investorsRepository.setStatus(tx, current.id, status, clock.now());
    await audit.append(tx, context, {
      action: body.isActive ? AUDIT_ACTION.investorReactivated : AUDIT_ACTION.investorCancelled,
      resource: AUDIT_RESOURCE.investor,
      resourceId: current.id,
      before: { status: current.status },
      after: { status },
    });
    return { investor: toInvestor(updated, payments), changed: true };
  };

  /** A new investor, pending review, with the payments it declared (nothing in the ledger yet). */
  const intake = async (tx: Queryable, body: InvestorIntakeBody, context: AuditContext, at: Date) => {
    await assertCurrenciesKnown(
      tx,
      body.paymentList.map((payment) => payment.currency),
    );
    const created = await investorsRepository.insert(tx, {
      id: randomUUID(),
      ...detailsOf(body),
      investorType: body.investorType,
      paymentType: body.paymentType,
      now: at,
    });
    await investorsRepository.insertPayments(
      tx,
      created.id,
      body.paymentList.map((payment, position) => ({
        id: randomUUID(),
        position,
        currency: payment.currency,
        paymentType: body.paymentType,
        declaredAmount: toBaseUnits(payment.amount),
      })),
      at,
    );
    const payments = await investorsRepository.paymentsOf(tx, [created.id]);
    await audit.append(tx, context, {
      action: AUDIT_ACTION.investorRegistered,
      resource: AUDIT_RESOURCE.investor,
      resourceId: created.id,
      after: {
        status: created.status,
        ...detailsView(created),
        paymentType: created.paymentType,
        payments: paymentsView(created, payments),
      },
    });
    return toInvestor(created, payments);
  };

  return {
    // For the locked-funds module, inside its transaction.
    lockForChange,
    assertCurrenciesActive,
    paymentAccount,
    view,
    touchPayments: investorsRepository.touchPayments,

    list: async (query: InvestorListQuery) => {
      checkDayRange(query.createdFrom, query.createdTo, 'The end of the creation range is before its start.');
      const { investors, total, totalIsLowerBound } = await investorsRepository.list(db, query);
      const payments = await investorsRepository.paymentsOf(
        db,
        investors.map((investor) => investor.id),
      );
      const byInvestor = byInvestorId(payments);
      return {
        total,
        investors: investors.map((investor) => toInvestor(investor, byInvestor.get(investor.id) ?? [])),
        totalIsLowerBound,
      };
    },

    get: async (id: string) => {
      const { investor, payments } = await read(db, id);
      return {
        investor: toInvestor(investor, payments),
        payments: payments.map((payment) => toInvestorPayment(investor, payment)),
      };
    },

    intake: async (body: InvestorIntakeBody, context: AuditContext) => {
      const investor = await db.transaction((tx) => intake(tx, body, context, clock.now()));
      announce(investor.id, 'registered');
      return investor;
    },

    review: async (actor: Admin, body: ReviewInvestorBody, context: AuditContext, idempotencyKey: string | null) => {
      const result = await db.transaction((tx) =>
        idempotency.run(
          tx,
          idempotencyKey ? { scope: `reviewInvestor:${actor.id}`, key: idempotencyKey, request: body } : null,
          () => review(tx, actor, body, context, idempotencyKey),
        ),
      );
      announce(result.investor.id, 'reviewed');
      return result;
    },

    update: async (id: string, body: UpdateInvestorBody, context: AuditContext) => {
      const { investor, changed } = await db.transaction(async (tx) => {
        const { investor: current, payments } = await lockForChange(tx, id);
        if (current.status === 'pending') throw notReviewed("the review sets a pending investor's details.");
        const details = detailsOf(body);
        const before = detailsView(current);
        if (JSON.stringify(before) === JSON.stringify(detailsView({ ...current, ...details }))) {
          return { investor: toInvestor(current, payments), changed: false };
        }
        const updated = await investorsRepository.updateDetails(tx, id, details, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.investorUpdated,
          resource: AUDIT_RESOURCE.investor,
          resourceId: id,
          before,
          after: detailsView(updated),
        });
        return { investor: toInvestor(updated, payments), changed: true };
      });
      if (changed) announce(investor.id, 'updated');
      return investor;
    },

    setActive: async (body: InvestorCancellationBody, context: AuditContext) => {
      const { investor, changed } = await db.transaction((tx) => setActive(tx, body, context));
      if (changed) announce(investor.id, investor.isActive ? 'reactivated' : 'cancelled');
      return investor;
    },

    remove: async (id: string, context: AuditContext) => {
      await db.transaction(async (tx) => {
        const { investor, payments } = await lockForChange(tx, id);
        const locked = payments.filter((payment) => payment.reserved > 0n);
        if (locked.length > 0) {
          const until = new Date(Math.max(...locked.map((payment) => payment.lock!.availableFrom.getTime())));
          throw conflict(
            `This investor has ${blck(locked.reduce((sum, payment) => sum + payment.reserved, 0n))} locked until ${formatMoment(until)}. Withdraw the locked funds before removing the investor.`,
            'INVESTOR_HAS_LOCKED_FUNDS',
          );
        }
        const holding = payments.filter((payment) => payment.balance > 0n);
        if (holding.length > 0) {
          const total = holding.reduce((sum, payment) => sum + payment.balance, 0n);
          throw conflict(
            `This investor still holds ${blck(total)} in ${holding.length === 1 ? 'one payment' : `${holding.length} payments`}. Decrease the funds to 0 before removing the investor.`,
            'INVESTOR_HOLDS_FUNDS',
          );
        }
        await investorsRepository.markRemoved(tx, id, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.investorRemoved,
          resource: AUDIT_RESOURCE.investor,
          resourceId: id,
          before: { status: investor.status, ...detailsView(investor), payments: paymentsView(investor, payments) },
          after: null,
        });
      });
      announce(id, 'removed');
      return { id };
    },

    updateFunds: async (
      actor: Admin,
      body: InvestorFundsBody,
      context: AuditContext,
      idempotencyKey: string | null,
    ) => {
      const result = await db.transaction((tx) =>
        idempotency.run(
          tx,
          idempotencyKey ? { scope: `updateInvestorFunds:${actor.id}`, key: idempotencyKey, request: body } : null,
          () => updateFunds(tx, actor, body, context, idempotencyKey),
        ),
      );
      announce(result.investor.id, 'funds');
      return result;
    },

    /** Every investor of the list under these filters, search and sort, one CSV row each, by keyset pages. */
    exportCsv: (query: InvestorExportQuery): Readable => {
      checkDayRange(query.createdFrom, query.createdTo, 'The end of the creation range is before its start.');
      return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) => {
        const page = await investorsRepository.exportPage(db, query, after, limit);
        const payments = byInvestorId(
          await investorsRepository.paymentsOf(
            db,
            page.map((row) => row.investor.id),
          ),
        );
        return page.map(({ investor, cursor }) => {
          const shown = toInvestor(investor, payments.get(investor.id) ?? []);
          const cells: Record<(typeof EXPORT_COLUMNS)[number], unknown> = { ...shown, ...shown.balances };
          return { cells: EXPORT_COLUMNS.map((column) => cells[column]), cursor };
        });
      });
    },

    /** Every live investor (oldest first) and every payment of theirs, read page by page (keyset), as JSON. */
    report: async (): Promise<Omit<InvestorReport, 'success'>> => {
      const report: Omit<InvestorReport, 'success'> = { investors: [], payments: [] };
      let after: ReportCursor | null = null;
      for (;;) {
        const page = await investorsRepository.listAfter(db, after, REPORT_PAGE);
        const investors = page.map((row) => row.investor);
        const payments = byInvestorId(
          await investorsRepository.paymentsOf(
            db,
            investors.map((investor) => investor.id),
          ),
        );
        for (const investor of investors) {
          const rows = payments.get(investor.id) ?? [];
          report.investors.push(toInvestor(investor, rows));
          for (const payment of rows) {
            report.payments.push({ ...toInvestorPayment(investor, payment), investorId: investor.id });
          }
        }
        if (page.length < REPORT_PAGE) return report;
        after = page[page.length - 1]!.cursor;
      }
    },

    /** Every live investor with its payments, one row per payment, read page by page (keyset) as CSV. */
    reportCsv: (): Readable =>
      Readable.from(
        (async function* () {
          yield csvLine(REPORT_COLUMNS);
          let after: ReportCursor | null = null;
          for (;;) {
            const page = await investorsRepository.listAfter(db, after, REPORT_PAGE);
            const investors = page.map((row) => row.investor);
            const payments = byInvestorId(
              await investorsRepository.paymentsOf(
                db,
                investors.map((investor) => investor.id),
              ),
            );
            for (const investor of investors) {
              const columns = {
                id: investor.id,
                investorName: investor.investorName,
                investorId: investor.investorNumber,
                investorType: investor.investorType,
                paymentType: investor.paymentType,
                status: investor.status,
                contactEmail: investor.contactEmail,
                investorAddress: investor.investorAddress,
                representedBy: investor.representedBy,
                interestRate: investor.interestRate,
                rewardBonus: investor.rewardBonus,
                createdAt: investor.createdAt,
                reviewedAt: investor.reviewedAt,
              };
              const rows = payments.get(investor.id) ?? [];
              if (rows.length === 0)
                yield csvLine(REPORT_COLUMNS.map((column) => (columns as Record<string, unknown>)[column]));
              for (const payment of rows) {
                const cells: Record<string, unknown> = {
                  ...columns,
                  paymentId: payment.id,
                  paymentStatus: payment.status,
                  paymentCurrency: payment.currency,
                  paymentMethod: payment.paymentType,
                  paymentAmount: fromBaseUnits(amountOf(investor, payment)),
                  lockId: payment.lock?.id,
                  lockWalletAddress: payment.lock?.walletAddress,
                  lockAvailableFrom: payment.lock?.availableFrom,
                  lockStatus: payment.lock ? (payment.lock.withdrawnAt ? 'withdrawn' : 'locked') : null,
                  lockedAmount: payment.lock ? fromBaseUnits(payment.lock.amount) : null,
                };
                yield csvLine(REPORT_COLUMNS.map((column) => cells[column]));
              }
            }
            if (page.length < REPORT_PAGE) return;
            after = page[page.length - 1]!.cursor;
          }
        })(),
      ),

    /**
     * Demo data inside the demo seed's transaction: investors registered over the last months, most of them
     * reviewed (their payments credited through the ledger), some funds moved, some cancelled, some pending.
     * Returns the reviewed, active ones with their credited payments.
     */
    seedDemo: async (tx: Queryable, demo: readonly DemoInvestor[] = DEMO_INVESTORS) => {
      const system: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };
      const now = clock.now().getTime();
      const seeded: Array<{ investor: Investor; state: DemoInvestor['state'] }> = [];
      for (const [index, entry] of demo.entries()) {
        const registered = new Date(now - (demo.length - index) * 3 * DAY);
        const pending = await intake(tx, entry.intake, system, registered);
        if (entry.state === 'pending') {
          seeded.push({ investor: pending, state: entry.state });
          continue;
        }
        let { investor } = await review(
          tx,
          null,
          {
            id: pending.id,
            ...entry.intake,
            paymentList: pending.paymentList.map((payment, position) => ({
              id: payment.id,
              version: payment.version,
              currency: payment.currency,
              paymentType: payment.paymentType,
              // Reviewers sometimes find a little less arrived than was declared.
              amount: position === 1 ? fromBaseUnits((toBaseUnits(payment.amount) * 95n) / 100n) : payment.amount,
            })),
          },
          system,
          null,
        );
        if (entry.topUp) {
          const first = investor.paymentList[0]!;
          ({ investor } = await updateFunds(
            tx,
            null,
            {
              id: investor.id,
              paymentType: investor.paymentType,
              paymentList: investor.paymentList.map((payment) =>
                payment.id === first.id
                  ? {
                      id: payment.id,
                      version: payment.version,
                      amount: fromBaseUnits(toBaseUnits(payment.amount) + toBaseUnits(entry.topUp!)),
                    }
                  : { id: payment.id, version: payment.version, amount: payment.amount },
              ),
            },
            system,
            null,
          ));
        }
        if (entry.state === 'cancelled')
          ({ investor } = await setActive(tx, { id: investor.id, isActive: false }, system));
        seeded.push({ investor, state: entry.state });
      }
      return seeded;
    },
  };
};

const DAY = 86_400_000;

export type InvestorsService = ReturnType<typeof createInvestorsService>;
