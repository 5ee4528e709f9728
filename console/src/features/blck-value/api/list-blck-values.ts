// Token value entries, newest first, one page at a time, with the current value whatever the page (GET blck).
import { blckEndpoints, type BlckValueListQuery } from '@blck/contract';
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
