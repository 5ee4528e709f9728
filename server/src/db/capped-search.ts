// A text search's page and total without counting every match: the matches' ids first, at most one past the cap.
import type { Queryable } from './client';

/**
 * A broad search's page first walks this many rows of the list's sort per row the page reaches (offset + page size),
 * testing the search on each: matches more than the cap, so at least one row in a thousand matches, and one in two
 * hundred is enough for a page of 25 in 5,000 rows. Sparser, the walk gives up and the page comes from the search's
 * index, sorted.
 */
export const WALKED_ROWS_PER_PAGE_ROW = 200;

export interface CappedSearch<Row> {
  /** `SELECT id FROM … WHERE …` of every match (no LIMIT: one past the cap is added). */
  matchesSql: string;
  params: readonly unknown[];
  cap: number;
  /**
   * The page from the first rows of the list's sort alone (`WALKED_ROWS_PER_PAGE_ROW` per row the page reaches), the
   * search tested on each without its index; null when they hold less than the page.
   */
  walk: () => Promise<Row[] | null>;
  /** The page as the list orders it, from the search's index (when more than `cap` match and the walk fell short). */
  page: () => Promise<Row[]>;
  /** The page taken from these matches, as the list orders them (when `cap` or fewer match). */
  pageOf: (ids: string[]) => Promise<Row[]>;
}

/**
 * Up to `cap` matches the page is sorted from them and the total is exact; beyond, the total is `cap` flagged as a lower
 * bound and the page walks the list's sort (where a broad search's matches are dense), or else comes from the index.
 */
export const cappedSearch = async <Row>(
  q: Queryable,
  search: CappedSearch<Row>,
): Promise<{ rows: Row[]; total: number; totalIsLowerBound: boolean }> => {
  const matches = await q.query<{ id: string }>(`${search.matchesSql} LIMIT ${search.cap + 1}`, search.params);
  if (matches.length > search.cap) {
    const rows = (await search.walk()) ?? (await search.page());
    return { rows, total: search.cap, totalIsLowerBound: true };
  }
  const rows = matches.length > 0 ? await search.pageOf(matches.map((row) => row.id)) : [];
  return { rows, total: matches.length, totalIsLowerBound: false };
};

/**
 * The SQL of a bounded walk: the first `walked` rows of `from … ORDER BY sort` (a select of `columns`), then those
 * matching `search`, in the same order, `limit` from `offset`.
 */
export const walkSql = (walk: {
  columns: string;
  from: string;
  sort: string;
  walked: number;
  search: string;
  limit: number;
  offset: number;
}) =>
  `SELECT * FROM (
     SELECT ${walk.columns}, row_number() OVER (ORDER BY ${walk.sort}) AS walk_position
     FROM ${walk.from} ORDER BY ${walk.sort} LIMIT ${walk.walked}
   ) walked WHERE ${walk.search} ORDER BY walk_position LIMIT ${walk.limit} OFFSET ${walk.offset}`;
