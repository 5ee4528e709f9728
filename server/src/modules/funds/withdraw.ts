// Withdrawal: from its availability date on, the pending legs of locked payments are posted to the wallet, in
// one journal.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { LOCKED_FUNDS_ERRORS, WALLETS_EVENTS, fromBaseUnits, type Admin, type WithdrawFundsBody } from '@blck/contract';
import { together } from '../../db/together';
import { apiError } from '../../lib/http-error';
import { formatAvailability, formatMoment } from '../../lib/moment';
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
  type FundsDeps,
} from './funds-deps';

export interface WithdrawnFunds {
  amount: string;
  walletAddress: string;
  investorId: string;
  paymentIds: string[];
  lockIds: string[];
  withdrawnAt: string;
}

/** The withdrawal as a money operation; `now` is when it happens (the demo seed dates it in the past). */
export const withdrawFunds = (
  deps: FundsDeps,
  actor: Pick<Admin, 'id'> | null,
  body: WithdrawFundsBody,
  context: AuditContext,
  idempotencyKey: string | null,
  now?: Date,
): MoneyOperation<WithdrawnFunds> => {
  const request = { ...body, walletAddress: normalizeWalletAddress(body.walletAddress) };
  return {
    name: 'withdrawFunds',
    actor,
    idempotencyKey,
    request,
    code: 'withdraw',
    context,
    run: async (step) => {
      const { tx } = step;
      const at = now ?? deps.clock.now();
      // One round trip: the investor locked, then its payments, then the locks that hold the ones asked for (their
      // dates are read under the locks' row locks, so a concurrent change of availability cannot slip in).
      const [investor, payments, locks] = await together([
        deps.locksRepository.lockHolder(tx, request.investorId),
        deps.paymentsRepository.paymentsOf(tx, [request.investorId], true),
        deps.locksRepository.lockManyOfPayments(tx, request.investorId, request.paymentIds),
      ]);
      if (!investor) throw noInvestor();
      const chosen = choose(payments, request.paymentIds);
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
          throw apiError(
            LOCKED_FUNDS_ERRORS.lockedForAnotherWallet,
            describePayment(payment),
            payment.lock!.walletAddress,
          );
        }
      }
      const waiting = locks.filter((row) => new Date(row.availableFrom) > at);
      if (waiting.length > 0) {
        const until = new Date(Math.max(...waiting.map((row) => new Date(row.availableFrom).getTime())));
        throw apiError(LOCKED_FUNDS_ERRORS.stillLocked, formatAvailability(until));
      }
      const reason = request.reason ?? null;
      // One round trip more (and the legs' own): the currencies' wallets share-locked and checked first, then the
      // legs posted, the locks marked; a refusal among them rolls all of them back.
      const [, , completed] = await together([
        assertCurrenciesActive(
          deps,
          tx,
          chosen.map((payment) => payment.currency),
        ),
        deps.ledger.postMany(
          tx,
          chosen.map((payment) => payment.lock!.transferId),
          step.adminId,
          reason,
          step.journal,
        ),
        deps.locksRepository.markWithdrawn(tx, request.paymentIds, at, reason),
      ]);
      const amount = chosen.reduce((sum, payment) => sum + payment.lock!.amount, 0n);
      const withdrawn: WithdrawnFunds = {
        amount: fromBaseUnits(amount),
        walletAddress: locks[0]!.walletAddress,
        investorId: investor.id,
        paymentIds: request.paymentIds,
        lockIds: locks.map((row) => row.id),
        withdrawnAt: at.toISOString(),
      };
      return {
        result: withdrawn,
        // The payments' new state goes out with the audit event and the key's answer.
        writes: [deps.paymentsRepository.prepareTouch(request.paymentIds, 'withdrawn', at)],
        audit: {
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
          reason,
        },
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
  };
};
