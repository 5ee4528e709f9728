// The deposit history (SPEC §3): every issuer deposit, searchable by text and date range, reportable as CSV.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { IsoDateSchema, textSchema } from '../common/fields';
import { listBodySchema, listQuerySchema } from '../common/pagination';
import { DepositSchema } from '../wallets/wallets.schemas';

export const HISTORY_SORT_FIELDS = ['createdAt', 'amount'] as const;
export const HistoryListQuerySchema = listQuerySchema(HISTORY_SORT_FIELDS);
export type HistoryListQuery = z.infer<typeof HistoryListQuerySchema>;

const HistoryFilter = {
  search: textSchema('The search is text.')
    .trim()
    .max(100, { error: 'A search has at most 100 characters.' })
    .optional(),
  start: IsoDateSchema.optional(),
  end: IsoDateSchema.optional(),
};
const startNotAfterEnd = (value: { start?: string | undefined; end?: string | undefined }) =>
  !value.start || !value.end || value.start <= value.end;
const RANGE_ERROR = { error: 'The start date must not be after the end date.', path: ['end'] };

export const HistorySearchBodySchema = listBodySchema(HISTORY_SORT_FIELDS)
  .extend(HistoryFilter)
  .refine(startNotAfterEnd, RANGE_ERROR);
export type HistorySearchBody = z.infer<typeof HistorySearchBodySchema>;
export const HistoryReportBodySchema = z.strictObject(HistoryFilter).refine(startNotAfterEnd, RANGE_ERROR);
export type HistoryReportBody = z.infer<typeof HistoryReportBodySchema>;

export const HistoryListResponseSchema = ok({
  total: z.number().int().min(0),
  histories: z.array(DepositSchema),
  /**
   * Added: true when a text search matched more than 1,000 deposits, so `total` is a lower bound (counting them all
   * would read every match): 1,000, or the end of the page read when more rows follow it. The console offers the
   * pages up to `total`; the rest are reached by refining the search or the days. False when nothing follows the page
   * read (the first page, or one not empty): its end is then the exact total, past 1,000 too. Always false without a
   * text search, whose total is exact.
   */
  totalIsLowerBound: z.boolean(),
});
