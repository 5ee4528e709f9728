// List parameters every table shares (DESIGN §4): page from 0, perPage 1–100, a whitelisted sort, order, search.
import { z } from 'zod';
import { PAGINATION } from './constants';

export const SortOrderSchema = z.enum(['asc', 'desc'], { error: 'Order is "asc" or "desc".' });
export type SortOrder = z.infer<typeof SortOrderSchema>;

const PageSchema = z.coerce
  .number({ error: 'The page is a whole number from 0.' })
  .int({ error: 'The page is a whole number from 0.' })
  .min(0, { error: 'The page is a whole number from 0.' })
  .default(0);

const PerPageSchema = z.coerce
  .number({ error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
  .int({ error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
  .min(1, { error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
  .max(PAGINATION.maxPerPage, { error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
  .default(PAGINATION.defaultPerPage);

export const SearchTextSchema = z
  .string({ error: 'Enter something to search for.' })
  .trim()
  .min(1, { error: 'Enter something to search for.' })
  .max(100, { error: 'A search has at most 100 characters.' });

/** Query of a sortable list whose sort fields are `sortFields` (the first is the default). */
export const listQuerySchema = <const S extends readonly [string, ...string[]]>(sortFields: S) =>
  z.strictObject({
    page: PageSchema,
    perPage: PerPageSchema,
    sort: z.enum(sortFields, { error: `Sort by one of: ${sortFields.join(', ')}.` }).default(sortFields[0]),
    order: SortOrderSchema.default('asc'),
  });

export const searchQuerySchema = <const S extends readonly [string, ...string[]]>(sortFields: S) =>
  listQuerySchema(sortFields).extend({ search: SearchTextSchema });
