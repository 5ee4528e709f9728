// How token values read on screen: "1 $BLCK = 1,234.5", grouped without going through a JavaScript number.
import { BLCK_UNIT } from '@blck/contract';
import { groupDigits } from '../../../lib/amounts';

export const blckValueText = (value: string): string => `1 ${BLCK_UNIT} = ${groupDigits(value)}`;

export const VALUE_HINT = 'The value of one $BLCK, with up to 18 decimals, like 1.25.';

/** True when an entry's value was corrected after it was added. */
export const wasCorrected = (entry: { createdAt: string; updatedAt: string }): boolean =>
  Date.parse(entry.updatedAt) > Date.parse(entry.createdAt);
