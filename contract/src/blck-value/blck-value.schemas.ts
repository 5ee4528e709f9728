// Token value entries (SPEC §3, DESIGN §8): the newest entry is the current value of $BLCK.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { CurrencyCodeSchema, IsoDateSchema, TimestampSchema, UuidSchema } from '../common/fields';
import { positiveDecimalSchema } from '../common/money';
import { PAGINATION } from '../common/constants';

/**
 * The reference currency of the token value when the server's BLCK_VALUE_CURRENCY is unset: "1 $BLCK = 1.18 USD".
 * It is a fiat label (the fiats table knows it); payments keep their own currency, which is what they were paid in.
 */
export const DEFAULT_BLCK_VALUE_CURRENCY = 'USD';

export const BlckValueSchema = z.object({
  id: UuidSchema,
  /** The value of one $BLCK, an exact decimal string, in `currency`. */
  value: z.string(),
  /** The reference currency of `value` (added; the server's BLCK_VALUE_CURRENCY, default USD). */
  currency: CurrencyCodeSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  createdByEmail: z.string().nullable(),
});
export type BlckValue = z.infer<typeof BlckValueSchema>;

const PAGE_ERROR = 'The page is a whole number from 0.';
const PER_PAGE_ERROR = `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.`;
/** Newest first; paging is optional so a bare `GET /blck` answers the first page. */
/**
 * Optional filter of the token value list (added; SPEC's answers unchanged): a range of creation days (UTC, both ends
 * inclusive; the server refuses an end before the start).
 */
export const BlckValueFilterSchema = z.strictObject({
  createdFrom: IsoDateSchema.optional(),
  createdTo: IsoDateSchema.optional(),
});
export type BlckValueFilter = z.infer<typeof BlckValueFilterSchema>;
export const BLCK_VALUE_FILTER_KEYS = ['createdFrom', 'createdTo'] as const;
export const BlckValueListQuerySchema = z.strictObject({
  ...BlckValueFilterSchema.shape,
  page: z.coerce.number({ error: PAGE_ERROR }).int({ error: PAGE_ERROR }).min(0, { error: PAGE_ERROR }).default(0),
  perPage: z.coerce
    .number({ error: PER_PAGE_ERROR })
    .int({ error: PER_PAGE_ERROR })
    .min(1, { error: PER_PAGE_ERROR })
    .max(PAGINATION.maxPerPage, { error: PER_PAGE_ERROR })
    .default(PAGINATION.defaultPerPage),
});
export type BlckValueListQuery = z.infer<typeof BlckValueListQuerySchema>;
/** The CSV export of the token value list under its filter, newest first, every page. */
export const BlckValueExportQuerySchema = BlckValueFilterSchema;
export type BlckValueExportQuery = z.infer<typeof BlckValueExportQuerySchema>;
export const BlckValueListResponseSchema = ok({
  total: z.number().int().min(0),
  /** The reference currency of every value (added), also when there is no entry yet. */
  currency: CurrencyCodeSchema,
  /** The newest entry, whatever the page. */
  current: BlckValueSchema.nullable(),
  blckValues: z.array(BlckValueSchema),
});
export const BlckValueResponseSchema = ok({ blckValue: BlckValueSchema });
export const BlckValueBodySchema = z.strictObject({ value: positiveDecimalSchema('value') });
export type BlckValueBody = z.infer<typeof BlckValueBodySchema>;
