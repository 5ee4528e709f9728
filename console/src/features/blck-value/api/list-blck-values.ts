// Token value entries, newest first, one page at a time, with the current value whatever the page (GET blck).
import { PAGINATION, blckEndpoints, type BlckValueListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { blckValuesQueryKeys } from './query-keys';

export const listBlckValues = (query: BlckValueListQuery, signal?: AbortSignal) =>
  callEndpoint(blckEndpoints.listBlckValues, { query, signal });

export const listBlckValuesQueryOptions = (query: BlckValueListQuery) =>
  queryOptions({
    queryKey: blckValuesQueryKeys.list(query),
    queryFn: ({ signal }) => listBlckValues(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListBlckValues = (query: BlckValueListQuery) => useQuery(listBlckValuesQueryOptions(query));

/** The first page of the list as the details page asks for it (usually cached): it names the current entry. */
export const FIRST_BLCK_VALUES_PAGE: BlckValueListQuery = { page: 0, perPage: PAGINATION.defaultPerPage };

/** The reference currency of the token value, as the list answers it; undefined while it loads. */
export const useBlckValueCurrency = (): string | undefined => useListBlckValues(FIRST_BLCK_VALUES_PAGE).data?.currency;
