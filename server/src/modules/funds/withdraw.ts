// Withdrawal: from its availability date on, the pending legs of locked payments are posted to the wallet, in one
// journal. Withdrawals that arrive together run as one batch (money-batch).
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  LOCKED_FUNDS_ERRORS,
  WALLETS_EVENTS,
  fromBaseUnits,
  type WithdrawFundsBody,
} from '@blck/contract';
import { settle, type Settled } from '../../db/group-commit';
import { apiError } from '../../lib/http-error';
import { formatAvailability, formatMoment } from '../../lib/moment';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { Applied, BatchedCall, MoneyBatchOperation } from '../ledger/money-batch';
import {
  choose,
  currencyRefusalOf,
  describePayment,
  holderChanged,
  lockChanged,
  noInvestor,
  type FundsDeps,
} from './funds-deps';
import type { HeldLock } from './locks.repository';
import type { StoredPayment } from './payments.repository';
import type { MovementState, readMovements } from './read-movements';

export interface WithdrawnFunds {
  amount: string;
  walletAddress: string;
  investorId: string;
  paymentIds: string[];
  lockIds: string[];
  withdrawnAt: string;
}

/** The withdrawal as the service reads it (and the Idempotency-Key fingerprints it): the wallet normalized. */
export const withdrawRequest = (body: WithdrawFundsBody): WithdrawFundsBody => ({
  ...body,
  walletAddress: normalizeWalletAddress(body.walletAddress),
});

/** A withdrawal that passed the checks, with its payments and the locks that hold them. */
interface Checked {
  call: BatchedCall<WithdrawFundsBody>;
  investorId: string;
  chosen: StoredPayment[];
  locks: HeldLock[];
}

/** The checks of one withdrawal against what the batch read, in the order a lone one makes them; throws its refusal. */
const check = (state: MovementState, call: BatchedCall<WithdrawFundsBody>): Checked => {
  const { request, at } = call;
  const investor = state.investors.get(request.investorId);
  if (!investor) throw noInvestor();
  const chosen = choose(state.paymentsOf.get(investor.id) ?? [], request.paymentIds);
  for (const payment of chosen) {
    if (payment.status === 'available') {
      throw apiError(LOCKED_FUNDS_ERRORS.paymentNotLocked, describePayment(payment));
    }
    if (payment.status === 'withdrawn') {
      throw apiError(
        LOCKED_FUNDS_ERRORS.alreadyWithdrawnOn,
        payment.currency,
        formatMoment(payment.lock!.withdrawnAt!),
      );
    }
    if (payment.lock!.walletAddress.toLowerCase() !== request.walletAddress.toLowerCase()) {
      throw apiError(LOCKED_FUNDS_ERRORS.lockedForAnotherWallet, describePayment(payment), payment.lock!.walletAddress);
    }
  }
  const asked = new Set(request.paymentIds);
  const locks = state.locks.filter(
    (lock) => lock.investorId === investor.id && lock.paymentIds.some((paymentId) => asked.has(paymentId)),
  );
  const waiting = locks.filter((lock) => lock.availableFrom > at);
  if (waiting.length > 0) {
    const until = new Date(Math.max(...waiting.map((lock) => lock.availableFrom.getTime())));
    throw apiError(LOCKED_FUNDS_ERRORS.stillLocked, formatAvailability(until));
  }
  return { call, investorId: investor.id, chosen, locks };
};

/** The locks a withdrawal completes: still locked, every part of them withdrawn before or by it. */
const completedBy = (checked: Checked, payments: readonly StoredPayment[]) => {
  const now = new Set(checked.call.request.paymentIds);
  const withdrawnBefore = new Set(payments.filter((payment) => payment.lock?.withdrawnAt).map((payment) => payment.id));
  return checked.locks
    .filter((lock) => lock.status === 'locked')
    .filter((lock) => lock.paymentIds.every((paymentId) => now.has(paymentId) || withdrawnBefore.has(paymentId)))
    .map((lock) => lock.id);
};

/** Withdrawing as a batched money operation; `read` is the batch's (shared with locks). */
export const withdrawOperation = (
  deps: FundsDeps,
  read: ReturnType<typeof readMovements>,
): MoneyBatchOperation<WithdrawFundsBody, MovementState, WithdrawnFunds> => ({
  name: 'withdrawFunds',
  code: 'withdraw',
  conflicts: (request) => [`investor:${request.investorId}`],
  read,

  apply: async (_tx, state, calls, books) => {
    const checked = calls.map((call) => settle(() => check(state, call)));
    const parts: Array<{ paymentId: string; at: Date }> = [];
    const completed: Array<{ lockId: string; at: Date; reason: string | null }> = [];
    const settled = checked.map((outcome): Settled<Applied<WithdrawnFunds>> => {
      if (!outcome.ok) return outcome;
      const { call, investorId, chosen, locks } = outcome.value;
      return settle(() => {
        const refusal = currencyRefusalOf(deps, state.active, chosen);
        if (refusal) throw refusal;
        const reason = call.request.reason ?? null;
        books.post(
          chosen.map((payment) => payment.lock!.transferId),
          state.transfers,
          { adminId: call.adminId, reason, journal: call.journal, at: call.at },
        );
        const completedLocks = completedBy(outcome.value, state.paymentsOf.get(investorId) ?? []);
        for (const payment of chosen) parts.push({ paymentId: payment.id, at: call.at });
        for (const lockId of completedLocks) completed.push({ lockId, at: call.at, reason });
        const amount = chosen.reduce((sum, payment) => sum + payment.lock!.amount, 0n);
        const withdrawn: WithdrawnFunds = {
          amount: fromBaseUnits(amount),
          walletAddress: locks[0]!.walletAddress,
          investorId,
          paymentIds: call.request.paymentIds,
          lockIds: locks.map((lock) => lock.id),
          withdrawnAt: call.at.toISOString(),
        };
        return {
          result: withdrawn,
          audit: {
            action: AUDIT_ACTION.lockedFundsWithdrawn,
            resource: AUDIT_RESOURCE.lockedFunds,
            resourceId: locks.length === 1 ? locks[0]!.id : null,
            before: {
              locks: locks.map((lock) => ({ id: lock.id, status: lock.status })),
              payments: chosen.map((payment) => ({ paymentId: payment.id, status: payment.status })),
            },
            after: {
              ...withdrawn,
              completedLocks,
              payments: chosen.map((payment) => ({
                paymentId: payment.id,
                status: 'withdrawn',
                amount: fromBaseUnits(payment.lock!.amount),
              })),
            },
            reason,
          },
        };
      });
    });
    if (parts.length === 0) return { settled, writes: [] };
    return {
      settled,
      // The locks' and the payments' new state go out with the ledger's legs, the audit events and the answers.
      writes: [
        ...deps.locksRepository.prepareWithdrawAll(parts, completed),
        deps.paymentsRepository.prepareTouchAll(
          parts.map(({ paymentId, at }) => ({ id: paymentId, status: 'withdrawn', at })),
        ),
      ],
    };
  },

  announce: (withdrawn) => [
    ...withdrawn.lockIds.map((id) => lockChanged(id, 'withdrawn')),
    holderChanged(withdrawn.investorId, 'withdrawn'),
    {
      area: 'wallets',
      resource: WALLETS_EVENTS.walletChanged.resource,
      id: withdrawn.walletAddress,
      action: 'withdrawal',
    },
  ],
});
