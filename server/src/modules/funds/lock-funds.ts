// Locking: the whole available amount of each chosen payment reserved for an issuer wallet until a date, one
// pending ledger leg per payment in the lock's journal.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import { LOCKED_FUNDS_ERRORS, fromBaseUnits, type Admin, type LockedFunds, type LockFundsBody } from '@blck/contract';
import { together } from '../../db/together';
import { apiError } from '../../lib/http-error';
import { formatAvailability } from '../../lib/moment';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { AuditContext } from '../audit/audit.service';
import type { MoneyOperation } from '../ledger/money-operation';
import {
  assertCurrenciesActive,
  choose,
  describePayment,
  holderChanged,
  lockChanged,
  noInvestor,
  paymentAccountSpec,
  type FundsDeps,
} from './funds-deps';

/** What the audit trail keeps of a lock. */
export const lockView = (lock: LockedFunds) => ({
  investorId: lock.investorId,
  walletAddress: lock.walletAddress,
  paymentIds: lock.paymentIds,
  amount: lock.amount,
  availableFrom: lock.availableFrom,
  status: lock.status,
});

/** The lock as a money operation; `now` is when it happens (the demo seed dates it in the past). */
export const lockFunds = (
  deps: FundsDeps,
  actor: Pick<Admin, 'id'> | null,
  body: LockFundsBody,
  context: AuditContext,
  idempotencyKey: string | null,
  now?: Date,
): MoneyOperation<LockedFunds> => {
  const request = {
    ...body,
    walletAddress: normalizeWalletAddress(body.walletAddress),
    availableFrom: new Date(body.availableFrom).toISOString(),
  };
  return {
    name: 'lockFunds',
    actor,
    idempotencyKey,
    request,
    code: 'lock',
    context,
    run: async (step) => {
      const { tx } = step;
      const at = now ?? deps.clock.now();
      const availableFrom = new Date(request.availableFrom);
      if (availableFrom <= at) {
        throw apiError(LOCKED_FUNDS_ERRORS.availableFromPassed, formatAvailability(availableFrom));
      }
      // One round trip: the investor locked, then its payments, and the wallet's issuer.
      const [investor, payments, owner] = await together([
        deps.locksRepository.lockHolder(tx, request.investorId),
        deps.paymentsRepository.paymentsOf(tx, [request.investorId], true),
        deps.walletsService.findWalletOwner(tx, request.walletAddress),
      ]);
      if (!investor) throw noInvestor();
      if (investor.status === 'pending') {
        throw apiError(LOCKED_FUNDS_ERRORS.notReviewed);
      }
      if (investor.status === 'cancelled') {
        throw apiError(LOCKED_FUNDS_ERRORS.investorCancelled);
      }
      const chosen = choose(payments, request.paymentIds);
      for (const payment of chosen) {
        if (payment.status === 'locked') {
          throw apiError(
            LOCKED_FUNDS_ERRORS.paymentLocked,
            describePayment(payment),
            formatAvailability(payment.lock!.availableFrom),
          );
        }
        if (payment.status === 'withdrawn') {
          throw apiError(
            LOCKED_FUNDS_ERRORS.paymentWithdrawn,
            payment.currency,
            payment.lock?.walletAddress ?? 'a wallet',
          );
        }
        if (payment.balance - payment.reserved <= 0n) {
          throw apiError(LOCKED_FUNDS_ERRORS.paymentEmpty, payment.currency);
        }
      }
      if (!owner) throw apiError(LOCKED_FUNDS_ERRORS.walletNotFound);
      if (!owner.kycCompleted) {
        throw apiError(LOCKED_FUNDS_ERRORS.kycPending, owner.issuerName);
      }

      const walletAccount = deps.walletsService.walletAccountSpec(owner.wallet);
      const reason = request.reason ?? null;
      const id = randomUUID();
      // In the investor's payment order, the order the lock lists its payments in.
      const ordered = [...chosen].sort((a, b) => a.position - b.position);
      // The currencies' wallets share-locked and checked first, then every leg reserved in one go.
      const [, transfers] = await together([
        assertCurrenciesActive(
          deps,
          tx,
          chosen.map((payment) => payment.currency),
        ),
        deps.ledger.reserveMany(
          tx,
          ordered.map((payment) => ({
            debit: paymentAccountSpec(payment.id),
            credit: walletAccount,
            amount: payment.balance - payment.reserved,
            adminId: step.adminId,
            idempotencyKey: step.idempotencyKey,
            availableFrom,
            reason,
            journal: step.journal,
            reference: id,
            at,
          })),
        ),
      ]);
      const parts = ordered.map((payment, index) => ({
        paymentId: payment.id,
        transferId: transfers[index]!.id,
        amount: transfers[index]!.amount,
      }));
      const { writes, lock: created } = deps.locksRepository.prepareInsert(
        {
          id,
          investorId: investor.id,
          investorName: investor.investorName,
          walletAddress: owner.wallet,
          amount: parts.reduce((sum, part) => sum + part.amount, 0n),
          availableFrom,
          reason,
          now: at,
        },
        parts,
      );
      // The lock's rows and the payments' new state go out with the audit event and the key's answer.
      return {
        result: created,
        writes: [...writes, deps.paymentsRepository.prepareTouch(request.paymentIds, 'locked', at)],
        audit: {
          action: AUDIT_ACTION.lockedFundsLocked,
          resource: AUDIT_RESOURCE.lockedFunds,
          resourceId: id,
          before: null,
          after: {
            ...lockView(created),
            payments: parts.map((part) => ({ paymentId: part.paymentId, amount: fromBaseUnits(part.amount) })),
          },
          reason,
        },
      };
    },
    announce: (lockedFunds) => [lockChanged(lockedFunds.id, 'locked'), holderChanged(lockedFunds.investorId, 'locked')],
  };
};
