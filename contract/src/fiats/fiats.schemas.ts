// Fiat currencies (SPEC §3, DESIGN §8): a title, a label (the currency code) and the price of one unit in $BLCK.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { CurrencyCodeSchema, ReasonSchema, TimestampSchema, UuidSchema, textSchema } from '../common/fields';
import { positiveDecimalSchema } from '../common/money';
import { SortOrderSchema, listBodySchema, listQuerySchema } from '../common/pagination';

export const FiatSchema = z.object({
  id: UuidSchema,
  title: z.string(),
  /** Price of one unit of this currency in $BLCK, an exact decimal string. */
  value: z.string(),
  /** The currency code, unique among fiats (e.g. USD). */
  label: CurrencyCodeSchema,
  isActive: z.boolean(),
  updatedAt: TimestampSchema,
});
export type Fiat = z.infer<typeof FiatSchema>;

export const FIAT_SORT_FIELDS = ['title', 'label', 'value', 'isActive', 'updatedAt'] as const;
/** Optional filter of the fiat list (added; SPEC's body fields unchanged): only active or only deactivated ones. */
export const FiatListBodySchema = listBodySchema(FIAT_SORT_FIELDS).extend({
  isActive: z.boolean({ error: 'The active filter is true or false.' }).optional(),
});
export type FiatListBody = z.infer<typeof FiatListBodySchema>;
/** The CSV export of the fiat list (a query: "true" / "false" as text), with its sort. */
export const FiatExportQuerySchema = z.strictObject({
  isActive: z.enum(['true', 'false'], { error: 'The active filter is "true" or "false".' }).optional(),
  sort: z.enum(FIAT_SORT_FIELDS, { error: `Sort by one of: ${FIAT_SORT_FIELDS.join(', ')}.` }).default('title'),
  order: SortOrderSchema.default('asc'),
});
export type FiatExportQuery = z.infer<typeof FiatExportQuerySchema>;
/** The list's parameters as a URL query carries them (the console's address of the list): text, coerced. */
export const FiatListQuerySchema = listQuerySchema(FIAT_SORT_FIELDS).extend({
  isActive: FiatExportQuerySchema.shape.isActive,
});
export type FiatListQuery = z.infer<typeof FiatListQuerySchema>;
export const FiatListResponseSchema = ok({ total: z.number().int().min(0), fiats: z.array(FiatSchema) });
export const FiatResponseSchema = ok({ fiat: FiatSchema });

export const FiatActiveBodySchema = z.strictObject({
  id: UuidSchema,
  isActive: z.boolean({ error: 'Say whether the currency is active: true or false.' }),
  /** Why the currency is activated or deactivated (added, optional): stored on the audit event. */
  reason: ReasonSchema,
});
export type FiatActiveBody = z.infer<typeof FiatActiveBodySchema>;

export const FiatUpdateBodySchema = z.strictObject({
  title: textSchema('Enter the currency name.')
    .trim()
    .min(2, { error: 'A currency name has 2 to 60 characters.' })
    .max(60, { error: 'A currency name has 2 to 60 characters.' }),
  value: positiveDecimalSchema('value'),
  label: CurrencyCodeSchema,
});
export type FiatUpdateBody = z.infer<typeof FiatUpdateBodySchema>;
