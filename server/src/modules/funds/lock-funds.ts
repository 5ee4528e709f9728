// Locking: the whole available amount of each chosen payment reserved for an issuer wallet until a date, one
// pending ledger leg per payment in the lock's journal. Locks that arrive together run as one batch (money-batch).
import { randomUUID } from 'node:crypto';
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  LOCKED_FUNDS_ERRORS,
  fromBaseUnits,
  type LockedFunds,
  type LockFundsBody,
} from '@blck/contract';
import { settle, type Settled } from '../../db/group-commit';
import { apiError } from '../../lib/http-error';
import { formatAvailability } from '../../lib/moment';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { Applied, BatchedCall, MoneyBatchOperation } from '../ledger/money-batch';
import {
  choose,
  currencyRefusalOf,
  describePayment,
  holderChanged,
  lockChanged,
  noInvestor,
  paymentAccountSpec,
  type FundsDeps,
} from './funds-deps';
import type { NewLock, NewLockPayment } from './locks.repository';
import type { StoredPayment } from './payments.repository';
import type { MovementState, readMovements } from './read-movements';

/** What the audit trail keeps of a lock. */
export const lockView = (lock: LockedFunds) => ({
  investorId: lock.investorId,
  walletAddress: lock.walletAddress,
  paymentIds: lock.paymentIds,
  amount: lock.amount,
  availableFrom: lock.availableFrom,
  status: lock.status,
});

/** The lock as the service reads it (and the Idempotency-Key fingerprints it): the wallet normalized, the date ISO. */
export const lockRequest = (body: LockFundsBody): LockFundsBody => ({
  ...body,
  walletAddress: normalizeWalletAddress(body.walletAddress),
  availableFrom: new Date(body.availableFrom).toISOString(),
});

/** A lock that passed the checks that need no more reads, with what the rest of it needs. */
interface Checked {
  call: BatchedCall<LockFundsBody>;
  investor: { id: string; investorName: string };
  chosen: StoredPayment[];
  wallet: string;
}

/** The checks of one lock against what the batch read, in the order a lone lock makes them; throws its refusal. */
const check = (state: MovementState, call: BatchedCall<LockFundsBody>): Checked => {
  const { request, at } = call;
  const availableFrom = new Date(request.availableFrom);
  if (availableFrom <= at) throw apiError(LOCKED_FUNDS_ERRORS.availableFromPassed, formatAvailability(availableFrom));
  const investor = state.investors.get(request.investorId);
  if (!investor) throw noInvestor();
  if (investor.status === 'pending') throw apiError(LOCKED_FUNDS_ERRORS.notReviewed);
  if (investor.status === 'cancelled') throw apiError(LOCKED_FUNDS_ERRORS.investorCancelled);
  const chosen = choose(state.paymentsOf.get(investor.id) ?? [], request.paymentIds);
  for (const payment of chosen) {
    if (payment.status === 'locked') {
      throw apiError(
        LOCKED_FUNDS_ERRORS.paymentLocked,
        describePayment(payment),
        formatAvailability(payment.lock!.availableFrom),
      );
    }
    if (payment.status === 'withdrawn') {
      throw apiError(LOCKED_FUNDS_ERRORS.paymentWithdrawn, payment.currency, payment.lock?.walletAddress ?? 'a wallet');
    }
    if (payment.balance - payment.reserved <= 0n) throw apiError(LOCKED_FUNDS_ERRORS.paymentEmpty, payment.currency);
  }
  const owner = state.owners.get(request.walletAddress.toLowerCase());
  if (!owner) throw apiError(LOCKED_FUNDS_ERRORS.walletNotFound);
  if (!owner.kycCompleted) throw apiError(LOCKED_FUNDS_ERRORS.kycPending, owner.issuerName);
  return { call, investor, chosen, wallet: owner.wallet };
};

/** Locking as a batched money operation; `read` is the batch's (shared with withdrawals). */
export const lockOperation = (
  deps: FundsDeps,
  read: ReturnType<typeof readMovements>,
): MoneyBatchOperation<LockFundsBody, MovementState, LockedFunds> => ({
  name: 'lockFunds',
  code: 'lock',
  conflicts: (request) => [`investor:${request.investorId}`],
  read,

  apply: async (tx, state, calls, books) => {
    const checked = calls.map((call) => settle(() => check(state, call)));
    // A wallet's account is created by its first lock or deposit, once the lock has passed the checks above.
    books.include(
      await deps.ledger.lockAccounts(
        tx,
        checked
          .flatMap((outcome) => (outcome.ok ? [deps.walletsService.walletAccountSpec(outcome.value.wallet)] : []))
          .filter((spec) => !books.holds(spec)),
      ),
    );
    const locks: Array<{ lock: NewLock; payments: NewLockPayment[] }> = [];
    const settled = checked.map((outcome): Settled<Applied<LockedFunds>> => {
      if (!outcome.ok) return outcome;
      const { call, investor, chosen, wallet } = outcome.value;
      return settle(() => {
        const refusal = currencyRefusalOf(deps, state.active, chosen);
        if (refusal) throw refusal;
        const reason = call.request.reason ?? null;
        const id = randomUUID();
        const availableFrom = new Date(call.request.availableFrom);
        // In the investor's payment order, the order the lock lists its payments in.
        const ordered = [...chosen].sort((a, b) => a.position - b.position);
        const transfers = books.reserve(
          ordered.map((payment) => ({
            debit: paymentAccountSpec(payment.id),
            credit: deps.walletsService.walletAccountSpec(wallet),
            amount: payment.balance - payment.reserved,
            adminId: call.adminId,
            idempotencyKey: call.idempotencyKey,
            availableFrom,
            reason,
            journal: call.journal,
            reference: id,
            at: call.at,
          })),
        );
        const parts = ordered.map((payment, index) => ({
          paymentId: payment.id,
          transferId: transfers[index]!.id,
          amount: transfers[index]!.amount,
        }));
        const lock: NewLock = {
          id,
          investorId: investor.id,
          investorName: investor.investorName,
          walletAddress: wallet,
          amount: parts.reduce((sum, part) => sum + part.amount, 0n),
          availableFrom,
          reason,
          now: call.at,
        };
        locks.push({ lock, payments: parts });
        const view = deps.locksRepository.newLockView(lock, parts);
        return {
          result: view,
          audit: {
            action: AUDIT_ACTION.lockedFundsLocked,
            resource: AUDIT_RESOURCE.lockedFunds,
            resourceId: id,
            before: null,
            after: {
              ...lockView(view),
              payments: parts.map((part) => ({ paymentId: part.paymentId, amount: fromBaseUnits(part.amount) })),
            },
            reason,
          },
        };
      });
    });
    if (locks.length === 0) return { settled, writes: [] };
    return {
      settled,
      // The locks' rows and the payments' new state go out with the ledger's legs, the audit events and the answers.
      writes: [
        ...deps.locksRepository.prepareInsertAll(locks),
        deps.paymentsRepository.prepareTouchAll(
          locks.flatMap(({ lock, payments }) =>
            payments.map((payment) => ({ id: payment.paymentId, status: 'locked' as const, at: lock.now })),
          ),
        ),
      ],
    };
  },

  announce: (lock) => [lockChanged(lock.id, 'locked'), holderChanged(lock.investorId, 'locked')],
});
