// A list's parameters kept in the URL query (DESIGN §9: a link reopens the same view), read with a contract schema.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SearchTextSchema } from '@blck/contract';
import type { FormSchema } from './form';

export type QueryChanges = Record<string, string | number | null | undefined>;

/**
 * Parses `keys` of the URL query with `schema`; a value the schema refuses is dropped, so its default applies
 * (a hand-edited or outdated link still opens a sensible view). The schema must accept an empty object.
 */
export const parseUrlQuery = <T>(
  schema: FormSchema<T>,
  params: URLSearchParams,
  keys: readonly string[],
  defaults: Readonly<Record<string, string | number>> = {},
): T => {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== '') input[key] = value;
    else if (defaults[key] !== undefined) input[key] = String(defaults[key]);
  }
  for (let round = 0; round <= keys.length; round += 1) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = result.error.issues.map((issue) => String(issue.path[0] ?? ''));
    if (!refused.some((key) => key in input)) break;
    for (const key of refused) delete input[key];
  }
  const fallback = schema.safeParse({});
  if (fallback.success) return fallback.data;
  throw new Error('The list parameters have no defaults.');
};

/**
 * The parsed query, and `update` to change some of it (null, undefined or '' removes a parameter). `defaults` fill
 * keys the URL leaves out (e.g. the rows per page the admin chose last time).
 */
export function useUrlQuery<T>(
  schema: FormSchema<T>,
  keys: readonly string[],
  defaults?: Readonly<Record<string, string | number>>,
) {
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults ?? {});
  const query = useMemo(
    () => parseUrlQuery(schema, params, keys, JSON.parse(defaultsKey) as Record<string, string | number>),
    [schema, params, keys, defaultsKey],
  );

  const update = useCallback(
    (changes: QueryChanges, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { query, params, update };
}

export type UpdateUrlQuery = (changes: QueryChanges, options?: { replace?: boolean }) => void;

/**
 * What a paged table's sort, page and page-size changes do to the URL query: each new sort or page size starts again
 * at the first page (page 0 is left out of the URL). `perPageKey` names the page size (`offset` in the platform
 * service's lists).
 */
export const pagingHandlers = (update: UpdateUrlQuery, perPageKey = 'perPage') => ({
  onSort: (sort: string, order: string) => update({ sort, order, page: null }),
  onPage: (page: number) => update({ page: page || null }),
  onRowsPerPage: (perPage: number) => update({ [perPageKey]: perPage, page: null }),
});

/** A new search replaces the current history entry and starts at the first page. */
export const searchHandler = (update: UpdateUrlQuery) => (search: string) =>
  update({ search, page: null }, { replace: true });

/** The list search of the URL (`?search=`), if it is one the server accepts; '' otherwise. */
export const searchTextOf = (params: URLSearchParams): string => {
  const parsed = SearchTextSchema.safeParse(params.get('search') ?? '');
  return parsed.success ? parsed.data : '';
};
