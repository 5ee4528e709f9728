// Exact arithmetic on $BLCK decimal strings for previews (balance after an action), through bigint base units:
// a JavaScript number never holds money (DESIGN §5).
import { fromBaseUnits, toBaseUnits } from '@blck/contract';

export const addAmounts = (a: string, b: string): string => fromBaseUnits(toBaseUnits(a) + toBaseUnits(b));

/** `a − b`; negative when b is larger (a preview that the server would refuse). */
export const subtractAmounts = (a: string, b: string): string => fromBaseUnits(toBaseUnits(a) - toBaseUnits(b));

export const sumAmounts = (amounts: readonly string[]): string =>
  fromBaseUnits(amounts.reduce((total, amount) => total + toBaseUnits(amount), 0n));

/** Negative, zero or positive as `a` is less than, equal to or more than `b`. */
export const compareAmounts = (a: string, b: string): number => {
  const difference = toBaseUnits(a) - toBaseUnits(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};

export const isZeroAmount = (amount: string): boolean => toBaseUnits(amount) === 0n;

export { groupDigits } from '@blck/contract';
