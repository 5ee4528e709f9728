// A list page's LIMIT and OFFSET as statement parameters, so every page of a list is one prepared statement: PGlite
// then binds and executes it in one call instead of parsing and describing it each time, and PostgreSQL parses it once
// per connection (both still plan it for the values bound, as a custom plan, where the values change the plan).
import { prepared, type Queryable } from './client';

export interface PageWindow {
  page: number;
  perPage: number;
}

/**
 * `LIMIT $n OFFSET $m` of page `page` (from 0) of `perPage` rows, their values pushed to `params`; `peek` reads one row
 * past the page, to know whether any follow.
 */
export const pageWindow = (params: unknown[], { page, perPage }: PageWindow, peek = false): string =>
  `LIMIT $${params.push(perPage + (peek ? 1 : 0))} OFFSET $${params.push(page * perPage)}`;

/**
 * One page of `sql` (a list's SELECT and ORDER BY) with the window appended (and one row more with `peek`). Prepared
 * unless a text search is among its conditions: after five calls the plan cache may settle on a generic plan that does
 * not know the pattern, and a rare and a common pattern need different plans.
 */
export const queryPage = <T>(
  q: Queryable,
  sql: string,
  params: readonly unknown[],
  window: PageWindow,
  searching: boolean,
  peek = false,
): Promise<T[]> => {
  const windowed = [...params];
  const text = `${sql} ${pageWindow(windowed, window, peek)}`;
  return q.query<T>(searching ? text : prepared(text), windowed);
};
