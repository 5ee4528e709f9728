// Field schemas reused across domains, each with the message a person sees when it is wrong.
import { z } from 'zod';
import { DATE_MAX, DATE_MIN, EMAIL_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** C0 control characters and DEL: PostgreSQL cannot store U+0000, and none of them belongs in a typed field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** The same, with tab and line breaks allowed, for the few fields a person writes on several lines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const CONTROL_CHARACTER_MESSAGE =
  'Remove the control characters (such as NUL, tab or line breaks) from this text.';

/**
 * The text every request field is made from: a string (with `error` when it is not one) without control characters,
 * so each request schema built on it refuses what the database cannot hold before any query runs.
 */
export const textSchema = (error: string) => z.string({ error }).regex(ONE_LINE, { error: CONTROL_CHARACTER_MESSAGE });
/** Text that may span lines (an address): tab, CR and LF allowed, other control characters refused. */
export const multiLineTextSchema = (error: string) =>
  z.string({ error }).regex(MULTI_LINE, {
    error: 'Remove the control characters (such as NUL) from this text; only tabs and line breaks are allowed.',
  });

/** The longest reason a person may give for a money movement or a change of state (issue 14). */
export const REASON_MAX_LENGTH = 500;
export const REASON_TOO_LONG_MESSAGE = `A reason has at most ${REASON_MAX_LENGTH} characters.`;
export const REASON_CONTROL_CHARACTER_MESSAGE =
  'A reason is one line of text: remove the control characters (such as NUL, tab or line breaks).';

/**
 * Why money moved or a state changed: optional free text on one line, trimmed, at most 500 characters. An empty (or
 * blank) reason is the same as none, so a form may always send its field. A codec, so a body holding it can be encoded.
 */
export const ReasonSchema = z
  .codec(
    z
      .string({ error: 'Write the reason as text.' })
      .regex(ONE_LINE, { error: REASON_CONTROL_CHARACTER_MESSAGE })
      .trim()
      .max(REASON_MAX_LENGTH, { error: REASON_TOO_LONG_MESSAGE }),
    z.string().optional(),
    { decode: (reason) => (reason === '' ? undefined : reason), encode: (reason) => reason ?? '' },
  )
  .optional();

export const EmailSchema = z
  .email({ error: 'Enter a valid email address.' })
  .max(254, { error: 'An email address has at most 254 characters.' });

/** A password typed to prove who you are: any length the rules ever allowed. */
export const CurrentPasswordSchema = z
  .string({ error: 'Enter your password.' })
  .min(1, { error: 'Enter your password.' })
  .max(PASSWORD_MAX_LENGTH, { error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.` });

/** A password being chosen: 12–128 characters, no composition rules (DESIGN §6). */
export const NewPasswordSchema = textSchema('Enter a new password.')
  .min(PASSWORD_MIN_LENGTH, { error: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.` });

export const CaptchaSchema = textSchema('Complete the captcha.')
  .min(1, { error: 'Complete the captcha.' })
  .max(8192, { error: 'The captcha answer is too long; solve the captcha again.' });

export const OneTimeCodeSchema = z
  .string({ error: `Enter the ${EMAIL_CODE_LENGTH}-digit code.` })
  .regex(/^\d{6}$/, { error: `The code is ${EMAIL_CODE_LENGTH} digits.` });

export const PersonNameSchema = (label: string) =>
  textSchema(`Enter the ${label}.`)
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(100, { error: `The ${label} has at most 100 characters.` });

/** 256-bit tokens travel as 64 lowercase hex characters. */
export const TokenSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'This link is not valid. Ask for a new one.' });
/** 128-bit sign-in session ids travel as 32 lowercase hex characters. */
export const SessionIdSchema = z
  .string({ error: 'The sign-in session is missing. Start again from the sign-in page.' })
  .regex(/^[0-9a-f]{32}$/, { error: 'The sign-in session is not valid. Start again from the sign-in page.' });

export const UuidSchema = z.uuid({ error: 'This id is not valid.' });
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD` inside the date pickers' range (SPEC §9). */
export const IsoDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'This date does not exist.',
    },
  )
  .refine((value) => value >= DATE_MIN && value <= DATE_MAX, {
    error: `Dates lie between ${DATE_MIN} and ${DATE_MAX}.`,
  });

/** An EVM address; the server also checks its EIP-55 checksum when it is mixed-case. */
export const WalletAddressSchema = z
  .string({ error: 'Enter a wallet address (0x followed by 40 hexadecimal characters).' })
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'Enter a wallet address (0x followed by 40 hexadecimal characters).' });

/** A currency code as official wallets and fiats use it, e.g. USD or BLCK. */
export const CurrencyCodeSchema = z
  .string({ error: 'Enter a currency code such as USD.' })
  .regex(/^[A-Z][A-Z0-9]{1,9}$/, { error: 'A currency code is 2 to 10 capital letters or digits, such as USD.' });

/** Path parameters of a call about one record. */
export const IdParamsSchema = z.object({ id: UuidSchema });
