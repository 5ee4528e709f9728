// How dashboard figures read: counts and decimals with grouped digits, UTC days as dates. Amounts of $BLCK go through
// BlckAmount; a ratio between two amounts is computed on bigint base units (DESIGN §5), never on JavaScript numbers.
import { toBaseUnits } from '@blck/contract';

const count = new Intl.NumberFormat('en-US');
const utcDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const shortUtcDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number): string => count.format(value);

/** "3 investors", "1 investor". */
export const countOf = (value: number, one: string, many: string): string =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

/** A UTC day (`YYYY-MM-DD`) as a date: "May 1, 2026"; `short` leaves the year out. */
export const formatDay = (day: string, short = false): string =>
  (short ? shortUtcDay : utcDay).format(new Date(`${day}T00:00:00Z`));

const RATIO_SCALE = 1_000_000n;

/** `amount / largest` as a share from 0 to 1, exact to a millionth (bigint base units; 0 when largest is 0). */
export const amountShare = (amount: string, largest: string): number => {
  const max = toBaseUnits(largest);
  if (max <= 0n) return 0;
  return Number((toBaseUnits(amount) * RATIO_SCALE) / max) / Number(RATIO_SCALE);
};
