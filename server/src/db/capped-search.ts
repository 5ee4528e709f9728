// A text search's page and total without counting every match: the matches collected once, at most one past the cap,
// and the page sorted from them in the same statement.
import type { Queryable } from './client';
import { pageWindow, type PageWindow } from './page-window';

type Row = Record<string, unknown>;

export interface CappedSearch {
  /** The table searched, and the alias under which `where`, `columns` and `orderBy` name it. */
  table: string;
  alias: string;
  /** The conditions of a match (a text search among them), with their parameters. */
  where: string;
  params: readonly unknown[];
  /** The page's select list and ORDER BY, over the alias. */
  columns: string;
  orderBy: string;
  window: PageWindow;
  cap: number;
  /**
   * The page as the list orders it, walking the sort (when more than `cap` match); with `peek`, one row past it too
   * (`queryPage`'s `peek`), which totalBeyondCap needs.
   */
  walk: (peek: boolean) => Promise<Row[]>;
  /** More than `cap` surely match (surelyMoreThan, by the table's sample): the page walks the sort without a collect. */
  surelyBroad?: boolean;
}

/**
 * Up to `cap` matches the page is sorted from them and the total is exact; beyond, the page walks the list's sort and
 * the total is a lower bound unless that page ends the matches (totalBeyondCap). The matching rows are read once: the
 * statement that collects them (the trigram index, then each row checked in the table) also sorts the page from those
 * rows and counts them, instead of reading them again by id. It answers one row: the count in `matched`, and the page
 * as one JSON text in its order (`page`; each row keeps its `ordinal`), which PGlite hands over far faster than rows
 * decoded field by field. A search the table's sample shows surely broader than `cap` skips the collect, whose only
 * use would be to prove it (at a million investors, 1,001 rows on 900 pages).
 */
export const cappedSearch = async (
  q: Queryable,
  search: CappedSearch,
): Promise<{ rows: Row[]; total: number; totalIsLowerBound: boolean }> => {
  const params = [...search.params];
  const { alias, cap } = search;
  const walked = async () => totalBeyondCap(await search.walk(true), search.window, cap);
  if (search.surelyBroad) return walked();
  const [answered] = await q.query<{ matched: number; page: string }>(
    `WITH matches AS MATERIALIZED (SELECT * FROM ${search.table} ${alias} WHERE ${search.where} LIMIT ${cap + 1}),
       counted AS (SELECT count(*)::int AS matched FROM matches),
       page AS (
         SELECT ${search.columns}, row_number() OVER (ORDER BY ${search.orderBy}) AS ordinal
         FROM matches ${alias} WHERE (SELECT matched FROM counted) <= ${cap}
         ORDER BY ${search.orderBy} ${pageWindow(params, search.window)}
       )
     SELECT counted.matched, (SELECT coalesce(json_agg(page ORDER BY page.ordinal), '[]')::text FROM page) AS page
     FROM counted`,
    params,
  );
  const matched = Number(answered?.matched ?? 0);
  if (matched > cap) return walked();
  return { rows: JSON.parse(answered!.page) as Row[], total: matched, totalIsLowerBound: false };
};

/**
 * The page and total of a list known to match more than `cap` rows (or surely to), from its page read by walking the
 * sort one row past its end (`queryPage`'s `peek`): exact when nothing follows the page and it is the first page or
 * not empty, however far past the cap; otherwise a lower bound: the page's end when rows follow it and it reaches past
 * the cap, else the cap (an empty page past the end tells no more than the cap).
 */
export const totalBeyondCap = <T>(peeked: readonly T[], { page, perPage }: PageWindow, cap: number) => {
  const rows = peeked.slice(0, perPage);
  const end = page * perPage + rows.length;
  if (peeked.length <= perPage && (rows.length > 0 || page === 0)) {
    return { rows, total: end, totalIsLowerBound: false };
  }
  return { rows, total: peeked.length > perPage ? Math.max(cap, end) : cap, totalIsLowerBound: true };
};
