// $BLCK amounts: decimal strings in whole $BLCK on the wire (DESIGN §5), never a JavaScript number.
import { z } from 'zod';
import { BLCK_DECIMALS } from './constants';

/** NUMERIC(78,0) holds at most 78 digits of base units, so at most 60 whole digits. */
export const MAX_WHOLE_DIGITS = 78 - BLCK_DECIMALS;

/**
 * The most one movement or one declared payment may carry: 10^30 $BLCK, far below the columns' 60 whole digits, so
 * counters that add up many movements keep room; more is a 400 with a sentence.
 */
export const MAX_AMOUNT = '1000000000000000000000000000000';

/** A plain decimal: whole digits without a leading zero, at most 18 decimals. */
const DECIMAL = new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${BLCK_DECIMALS}})?$`);

const BASE_UNITS_PER_BLCK = 10n ** BigInt(BLCK_DECIMALS);

/** Whole $BLCK decimal string → integer base units. */
export const toBaseUnits = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * BASE_UNITS_PER_BLCK + BigInt(fraction.padEnd(BLCK_DECIMALS, '0') || '0');
};

/** Integer base units → the shortest whole $BLCK decimal string. */
export const fromBaseUnits = (units: bigint): string => {
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const whole = (absolute / BASE_UNITS_PER_BLCK).toString();
  const fraction = (absolute % BASE_UNITS_PER_BLCK).toString().padStart(BLCK_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};

/** An exact decimal string with its whole digits grouped for people ("1234.5" → "1,234.5"), with no unit. */
export const groupDigits = (value: string): string => {
  const [whole = '0', fraction] = value.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};

/** Groups whole digits for people: "1,250.5 $BLCK". */
export const formatBlck = (amount: string): string => `${groupDigits(amount)} $BLCK`;

const MAX_AMOUNT_UNITS = toBaseUnits(MAX_AMOUNT);

const amountChecks = (schema: z.ZodString) =>
  schema
    .min(1, { error: 'Enter an amount.' })
    .refine((value) => !/[eE]/.test(value), { error: 'Write the amount in plain digits, without an exponent.' })
    .refine((value) => !/\.\d{19,}$/.test(value), { error: `An amount has at most ${BLCK_DECIMALS} decimal places.` })
    .refine((value) => DECIMAL.test(value), {
      error: 'Enter the amount as digits with an optional decimal point, like 1250.5.',
    });

/** Any amount, zero included: a balance or a total the books keep, with as many whole digits as it has. */
export const AmountSchema = amountChecks(
  z.string({ error: 'An amount is written as a string of digits, like "1250.5".' }),
);

/** An amount a request asks for (a wanted balance, a movement, a declared payment): at most MAX_AMOUNT. */
export const RequestedAmountSchema = AmountSchema.refine((value) => !/^\d{61,}/.test(value), {
  error: `An amount has at most ${MAX_WHOLE_DIGITS} whole digits.`,
}).refine((value) => !DECIMAL.test(value) || /^\d{61,}/.test(value) || toBaseUnits(value) <= MAX_AMOUNT_UNITS, {
  error: `An amount is at most ${groupDigits(MAX_AMOUNT)} $BLCK.`,
});

/** An amount that moves money: more than zero and at most MAX_AMOUNT. */
export const PositiveAmountSchema = RequestedAmountSchema.refine((value) => /[1-9]/.test(value), {
  error: 'The amount must be more than 0.',
});

/**
 * A positive exact decimal that is not an amount moved (a price, a token value), with the same limits as an
 * amount and messages that name the field.
 */
export const positiveDecimalSchema = (label: string) =>
  z
    .string({ error: `Write the ${label} as a string of digits, like "1.25".` })
    .min(1, { error: `Enter the ${label}.` })
    .refine((value) => !/[eE]/.test(value), { error: `Write the ${label} in plain digits, without an exponent.` })
    .refine((value) => !/\.\d{19,}$/.test(value), {
      error: `The ${label} has at most ${BLCK_DECIMALS} decimal places.`,
    })
    .refine((value) => !/^\d{61,}/.test(value), { error: `The ${label} has at most ${MAX_WHOLE_DIGITS} whole digits.` })
    .refine((value) => DECIMAL.test(value), {
      error: `Enter the ${label} as digits with an optional decimal point, like 1.25.`,
    })
    .refine((value) => /[1-9]/.test(value), { error: `The ${label} must be more than 0.` });

/**
 * A token value or fiat value change of more than this many percent, up or down, asks for a second explicit
 * confirmation in the console: a typo (12100 for 1.21) must not become the value in one click.
 */
export const VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT = 20;

/** How a positive exact decimal (a token value, a fiat value) changes from `from` to `to`. */
export interface ValueChange {
  /** `to − from`, exact (negative when the value falls). */
  difference: string;
  /**
   * The change in percent of `from`, rounded half away from zero to 2 decimals, "-" when it falls ("25", "-12.5",
   * "0"); null when `from` is 0 (no percentage of nothing).
   */
  percent: string | null;
  /** More than VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT either way, compared exactly (not the rounded percent). */
  needsSecondConfirmation: boolean;
}

const PERCENT_DECIMALS = 2n;

export const valueChange = (from: string, to: string): ValueChange => {
  const before = toBaseUnits(from);
  const difference = toBaseUnits(to) - before;
  const size = difference < 0n ? -difference : difference;
  if (before === 0n)
    return { difference: fromBaseUnits(difference), percent: null, needsSecondConfirmation: size > 0n };
  // Percent × 10^PERCENT_DECIMALS, rounded half away from zero, all in bigint.
  const scaled = size * 100n * 10n ** PERCENT_DECIMALS;
  const rounded = scaled / before + (2n * (scaled % before) >= before ? 1n : 0n);
  const scale = 10n ** PERCENT_DECIMALS;
  const fraction = (rounded % scale).toString().padStart(Number(PERCENT_DECIMALS), '0').replace(/0+$/, '');
  const magnitude = `${rounded / scale}${fraction ? `.${fraction}` : ''}`;
  return {
    difference: fromBaseUnits(difference),
    percent: difference < 0n && rounded > 0n ? `-${magnitude}` : magnitude,
    needsSecondConfirmation: size * 100n > BigInt(VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT) * before,
  };
};
