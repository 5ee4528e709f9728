// A change of a reviewed investor's payment amounts: the sent list diffed against the stored one, each changed
// payment one ledger leg (external ↔ payment) in the operation's journal.
import { BLCK_CURRENCY, INVESTORS_ERRORS, fromBaseUnits, toBaseUnits, type InvestorStatus } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import { formatAvailability } from '../../lib/moment';
import type { MoneyStep } from '../ledger/money-operation';
import { assertCurrenciesActive, blck, describePayment, paymentAccount, type FundsDeps } from './funds-deps';
import type { StoredPayment } from './payments.repository';

/** Why a payment that is not available cannot change. */
const notAvailable = (payment: StoredPayment) =>
  payment.status === 'locked'
    ? apiError(
        INVESTORS_ERRORS.paymentLocked,
        describePayment(payment),
        formatAvailability(payment.lock!.availableFrom),
      )
    : apiError(INVESTORS_ERRORS.paymentWithdrawn, payment.currency, payment.lock?.walletAddress ?? 'a wallet');

const cancelledCannotReceive = () => apiError(INVESTORS_ERRORS.cancelled);

export interface FundsChange {
  paymentId: string;
  currency: string;
  before: string;
  after: string;
}

/** The changes the sent amounts ask for, checked (409 when one cannot happen); nothing is written. */
export const planFundsChange = (
  investorStatus: InvestorStatus,
  payments: readonly StoredPayment[],
  paymentList: ReadonlyArray<{ id: string; amount: string }>,
) => {
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  const changes: Array<{ payment: StoredPayment; before: bigint; after: bigint }> = [];
  for (const item of paymentList) {
    const payment = byId.get(item.id)!;
    const wanted = toBaseUnits(item.amount);
    if (wanted === payment.balance) continue;
    if (payment.status !== 'available') throw notAvailable(payment);
    if (wanted > payment.balance && investorStatus === 'cancelled') throw cancelledCannotReceive();
    const available = payment.balance - payment.reserved;
    if (payment.balance - wanted > available) {
      throw apiError(
        INVESTORS_ERRORS.insufficientFunds,
        blck(available),
        describePayment(payment).replace(/^The/, 'the'),
        blck(payment.balance - wanted),
      );
    }
    changes.push({ payment, before: payment.balance, after: wanted });
  }
  return changes;
};

export type FundsChangePlan = ReturnType<typeof planFundsChange>;

/** Moves the planned changes through the ledger, one leg each, and raises the payments' versions. */
export const changeFunds = async (
  deps: FundsDeps,
  step: MoneyStep,
  changes: FundsChangePlan,
  reason: string | null,
  now: Date,
): Promise<FundsChange[]> => {
  const { tx } = step;
  if (changes.length > 0) {
    await assertCurrenciesActive(
      deps,
      tx,
      changes.map((change) => change.payment.currency),
    );
  }
  // One external account for the whole operation, so it holds at most one shared account at a time.
  const external = changes.length > 0 ? await deps.ledger.externalAccount(tx, BLCK_CURRENCY) : null;
  for (const { payment, before, after } of changes) {
    const account = await paymentAccount(deps, tx, payment.id);
    const increase = after > before;
    await deps.ledger.transfer(tx, {
      debit: increase ? external! : account,
      credit: increase ? account : external!,
      amount: increase ? after - before : before - after,
      adminId: step.adminId,
      idempotencyKey: step.idempotencyKey,
      reason,
      journal: step.journal,
      reference: payment.id,
      at: now,
    });
  }
  await deps.paymentsRepository.touchPayments(
    tx,
    changes.map((change) => change.payment.id),
    null,
    now,
  );
  return changes.map(({ payment, before, after }) => ({
    paymentId: payment.id,
    currency: payment.currency,
    before: fromBaseUnits(before),
    after: fromBaseUnits(after),
  }));
};
