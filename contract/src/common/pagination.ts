// List parameters every table shares (DESIGN §4): page from 0, perPage 1–100, a whitelisted sort, order, search.
import { z } from 'zod';
import { PAGINATION } from './constants';
import { textSchema } from './fields';

export const SortOrderSchema = z.enum(['asc', 'desc'], { error: 'Order is "asc" or "desc".' });
export type SortOrder = z.infer<typeof SortOrderSchema>;

const PAGE_ERROR = 'The page is a whole number from 0.';
const PER_PAGE_ERROR = `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.`;

/** Query strings carry numbers as text (coerced); JSON bodies carry real numbers (not coerced). */
const numberFrom = (source: 'query' | 'body', error: string) =>
  source === 'query' ? z.coerce.number({ error }) : z.number({ error });

const pageSchema = (source: 'query' | 'body') =>
  numberFrom(source, PAGE_ERROR).int({ error: PAGE_ERROR }).min(0, { error: PAGE_ERROR }).default(0);
const perPageSchema = (source: 'query' | 'body') =>
  numberFrom(source, PER_PAGE_ERROR)
    .int({ error: PER_PAGE_ERROR })
    .min(1, { error: PER_PAGE_ERROR })
    .max(PAGINATION.maxPerPage, { error: PER_PAGE_ERROR })
    .default(PAGINATION.defaultPerPage);

export const SearchTextSchema = textSchema('Enter something to search for.')
  .trim()
  .min(1, { error: 'Enter something to search for.' })
  .max(100, { error: 'A search has at most 100 characters.' });

const listSchema =
  (source: 'query' | 'body') =>
  <const S extends readonly [string, ...string[]]>(sortFields: S) =>
    z.strictObject({
      page: pageSchema(source),
      perPage: perPageSchema(source),
      sort: z.enum(sortFields, { error: `Sort by one of: ${sortFields.join(', ')}.` }).default(sortFields[0]),
      order: SortOrderSchema.default('asc'),
    });

/** Query of a sortable list whose sort fields are `sortFields` (the first is the default). */
export const listQuerySchema = listSchema('query');
/** The same list parameters sent in a JSON body. */
export const listBodySchema = listSchema('body');

export const searchQuerySchema = <const S extends readonly [string, ...string[]]>(sortFields: S) =>
  listQuerySchema(sortFields).extend({ search: SearchTextSchema });
