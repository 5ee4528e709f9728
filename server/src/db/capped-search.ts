// A text search's page and total without counting every match: the matches collected once, at most one past the cap,
// and the page sorted from them in the same statement.
import type { Queryable } from './client';
import { shiftParams } from './list-param';
import { pageWindow, type PageWindow } from './page-window';

type Row = Record<string, unknown>;

export interface CappedSearch {
  /** The table searched, and the alias under which `where`, `columns` and `orderBy` name it. */
  table: string;
  alias: string;
  /** The conditions of a match as the trigram index collects them (a text search among them), with their parameters. */
  where: string;
  params: readonly unknown[];
  /** The page's select list and ORDER BY, over the alias. */
  columns: string;
  orderBy: string;
  window: PageWindow;
  cap: number;
  /** The same conditions as the sort index walks them (see containsConditions), for a page past the cap. */
  walk: { where: string; params: readonly unknown[] };
  /**
   * Expected to match more than `cap` (estimatedMatches): the walk then goes in the collecting statement, run only if
   * the collect overflowed, instead of in a second round trip; a narrower search would only pay for planning it.
   */
  likelyOverCap: boolean;
}

/**
 * Up to `cap` matches the page is sorted from them and the total is exact; beyond, the total is `cap` flagged as a lower
 * bound and the page walks the list's sort. The matching rows are read once: the statement that collects them (the
 * trigram index, then each row checked in the table) also sorts the page from those rows and counts them, instead of
 * reading them again by id. It answers one row more than the page, or one row of nulls for an empty page, with the
 * count in `matched` and the page's order in `ordinal`. A search likely to overflow walks the sort in the same
 * statement, gated on the count; otherwise an overflow walks it in a statement of its own.
 */
export const cappedSearch = async (
  q: Queryable,
  search: CappedSearch,
): Promise<{ rows: Row[]; total: number; totalIsLowerBound: boolean }> => {
  const params = [...search.params];
  const { table, alias, columns, orderBy, cap } = search;
  const window = pageWindow(params, search.window);
  const ranked = (from: string) => `SELECT ${columns}, row_number() OVER (ORDER BY ${orderBy}) AS ordinal FROM ${from}`;
  const sorted = ranked(`matches ${alias} WHERE (SELECT matched FROM counted) <= ${cap} ORDER BY ${orderBy} ${window}`);
  let page = sorted;
  if (search.likelyOverCap) {
    const walkWhere = shiftParams(search.walk.where, params.length);
    params.push(...search.walk.params);
    const walked = ranked(
      `(SELECT * FROM ${table} ${alias} WHERE (SELECT matched FROM counted) > ${cap} AND ${walkWhere}
         ORDER BY ${orderBy} ${window}) ${alias}`,
    );
    page = `(${sorted}) UNION ALL (${walked})`;
  }
  const answered = await q.query<Row>(
    `WITH matches AS MATERIALIZED (SELECT * FROM ${table} ${alias} WHERE ${search.where} LIMIT ${cap + 1}),
       counted AS (SELECT count(*)::int AS matched FROM matches),
       page AS (${page})
     SELECT counted.matched, page.* FROM counted LEFT JOIN page ON true ORDER BY page.ordinal`,
    params,
  );
  const matched = Number(answered[0]?.matched ?? 0);
  const rows = answered.filter((row) => row.ordinal !== null && row.ordinal !== undefined);
  if (matched <= cap) return { rows, total: matched, totalIsLowerBound: false };
  if (search.likelyOverCap) return { rows, total: cap, totalIsLowerBound: true };
  const walkParams = [...search.walk.params];
  const walked = await q.query<Row>(
    `SELECT ${columns} FROM ${table} ${alias} WHERE ${search.walk.where} ORDER BY ${orderBy} ${pageWindow(walkParams, search.window)}`,
    walkParams,
  );
  return { rows: walked, total: cap, totalIsLowerBound: true };
};
