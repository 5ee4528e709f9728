// Which funds action applies to which payment: increase and decrease change an available payment, lock reserves
// one, withdraw pays a locked one out once its day has come; nothing moves in a currency whose official wallet is
// suspended. The server has the last word; these rules disable beforehand, with the reason, what it would refuse.
import { BLCK_CURRENCY, type Investor, type InvestorPayment } from '@blck/contract';
import { isZeroAmount } from '../../../lib/amounts';
import { formatAvailability } from '../../../lib/dates';

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
  lockedUntil: (day: string) =>
    `These funds are locked until ${day}: they can be withdrawn from that day (UTC), or earlier once the lock's availability is changed in Locked funds.`,
  suspended: (currency: string) =>
    currency === BLCK_CURRENCY
      ? `The ${BLCK_CURRENCY} official wallet is suspended: no balance can change until it is activated again.`
      : `The ${currency} official wallet is suspended: no balance in ${currency} can change until it is activated again.`,
} as const;

/** What else decides whether an action applies: the suspended currencies (from the investor's details) and the time. */
export interface FundsConditions {
  /** Of BLCK and the payments' currencies, those whose official wallet is suspended. */
  suspendedCurrencies?: readonly string[];
  /** Now, in ms (the browser's clock by default). */
  now?: number;
}

/** Why the payment's currency, or BLCK, cannot move now; undefined when both can. */
const suspendedReason = (payment: InvestorPayment, suspended: readonly string[]): string | undefined => {
  const frozen = [BLCK_CURRENCY, payment.currency].find((currency) => suspended.includes(currency));
  return frozen === undefined ? undefined : FUNDS_REASONS.suspended(frozen);
};

/** Why `operation` does not apply to `payment` of `investor`; undefined when it does. */
export const fundsBlockedReason = (
  operation: FundsOperation,
  investor: Pick<Investor, 'status'>,
  payment: InvestorPayment,
  { suspendedCurrencies = [], now = Date.now() }: FundsConditions = {},
): string | undefined => {
  if (investor.status === 'pending') return FUNDS_REASONS.pending;
  if (operation === 'withdraw') {
    if (payment.status !== 'locked' || payment.lock?.status !== 'locked') return FUNDS_REASONS.notLocked;
    if (Date.parse(payment.lock.availableFrom) > now) {
      return FUNDS_REASONS.lockedUntil(formatAvailability(payment.lock.availableFrom));
    }
    return suspendedReason(payment, suspendedCurrencies);
  }
  if (investor.status === 'cancelled' && operation === 'increase') return FUNDS_REASONS.cancelledIncrease;
  if (investor.status === 'cancelled' && operation === 'lock') return FUNDS_REASONS.cancelledLock;
  if (payment.status !== 'available') return FUNDS_REASONS.notAvailable(payment.status);
  if (operation !== 'increase' && isZeroAmount(payment.amount)) return FUNDS_REASONS.empty;
  return suspendedReason(payment, suspendedCurrencies);
};
