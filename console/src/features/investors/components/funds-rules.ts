// Which funds action applies to which payment: increase and decrease change an available payment, lock reserves
// one, withdraw pays a locked one out. The server has the last word; these rules only explain what is disabled.
import type { Investor, InvestorPayment } from '@blck/contract';
import { isZeroAmount } from '../../../lib/amounts';

export const FUNDS_OPERATIONS = ['increase', 'decrease', 'lock', 'withdraw'] as const;
export type FundsOperation = (typeof FUNDS_OPERATIONS)[number];

/** The page title and the action's name on a payment. */
export const FUNDS_OPERATION_TITLES: Readonly<Record<FundsOperation, string>> = {
  increase: 'Increase funds',
  decrease: 'Decrease funds',
  lock: 'Lock funds',
  withdraw: 'Withdraw funds',
};
export const FUNDS_ACTION_LABELS: Readonly<Record<FundsOperation, string>> = {
  increase: 'Increase funds',
  decrease: 'Decrease funds',
  lock: 'Lock',
  withdraw: 'Withdraw',
};
/** "Choose the payment to …". */
export const FUNDS_OPERATION_VERBS: Readonly<Record<FundsOperation, string>> = {
  increase: 'increase',
  decrease: 'decrease',
  lock: 'lock',
  withdraw: 'withdraw',
};

export const FUNDS_REASONS = {
  pending: 'Review the investor first: the funds of a pending investor do not change.',
  cancelledIncrease: 'A cancelled investor cannot receive funds. Reactivate the investor first.',
  cancelledLock: 'The funds of a cancelled investor cannot be locked. Reactivate the investor first.',
  notAvailable: (status: string) => `Only an available payment can change; this one is ${status}.`,
  empty: 'This payment holds nothing.',
  notLocked: 'Only a locked payment can be withdrawn.',
} as const;

/** Why `operation` does not apply to `payment` of `investor`; undefined when it does. */
export const fundsBlockedReason = (
  operation: FundsOperation,
  investor: Pick<Investor, 'status'>,
  payment: InvestorPayment,
): string | undefined => {
  if (investor.status === 'pending') return FUNDS_REASONS.pending;
  if (operation === 'withdraw') {
    return payment.status === 'locked' && payment.lock?.status === 'locked' ? undefined : FUNDS_REASONS.notLocked;
  }
  if (investor.status === 'cancelled' && operation === 'increase') return FUNDS_REASONS.cancelledIncrease;
  if (investor.status === 'cancelled' && operation === 'lock') return FUNDS_REASONS.cancelledLock;
  if (payment.status !== 'available') return FUNDS_REASONS.notAvailable(payment.status);
  if (operation !== 'increase' && isZeroAmount(payment.amount)) return FUNDS_REASONS.empty;
  return undefined;
};
