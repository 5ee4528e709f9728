// How token values read on screen: "1 $BLCK = 1,234.5 USD" (the value in the reference currency every token value
// answer names), grouped without going through a JavaScript number.
import { BLCK_UNIT } from '@blck/contract';
import { groupDigits } from '../../../lib/amounts';

/** "1 $BLCK = 1,234.5 USD". */
export const blckValueText = (value: string, currency: string): string =>
  `1 ${BLCK_UNIT} = ${groupDigits(value)} ${currency}`;

/** The value field's hint, naming the currency it is in. */
export const valueHint = (currency: string): string =>
  `The value of one $BLCK in ${currency}, with up to 18 decimals, like 1.25.`;

/** True when an entry's value was corrected after it was added. */
export const wasCorrected = (entry: { createdAt: string; updatedAt: string }): boolean =>
  Date.parse(entry.updatedAt) > Date.parse(entry.createdAt);
