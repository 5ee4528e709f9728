// A text search's page and total without counting every match: the matches' ids first, at most one past the cap.
import type { Queryable } from './client';

export interface CappedSearch<Row> {
  /** `SELECT id FROM … WHERE …` of every match (no LIMIT: one past the cap is added). */
  matchesSql: string;
  params: readonly unknown[];
  cap: number;
  /** The page as the list orders it, walking the sort (when more than `cap` match). */
  page: () => Promise<Row[]>;
  /** The page taken from these matches, as the list orders them (when `cap` or fewer match). */
  pageOf: (ids: string[]) => Promise<Row[]>;
}

/**
 * Up to `cap` matches the page is sorted from them and the total is exact; beyond, the total is `cap` flagged as a lower
 * bound and the page walks the list's sort.
 */
export const cappedSearch = async <Row>(
  q: Queryable,
  search: CappedSearch<Row>,
): Promise<{ rows: Row[]; total: number; totalIsLowerBound: boolean }> => {
  const matches = await q.query<{ id: string }>(`${search.matchesSql} LIMIT ${search.cap + 1}`, search.params);
  if (matches.length > search.cap) return { rows: await search.page(), total: search.cap, totalIsLowerBound: true };
  const rows = matches.length > 0 ? await search.pageOf(matches.map((row) => row.id)) : [];
  return { rows, total: matches.length, totalIsLowerBound: false };
};
