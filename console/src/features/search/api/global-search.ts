// The global search of the command palette (GET search): records of every kind the admin may read.
import { searchEndpoints } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const SEARCH_MIN_LENGTH = 2;

export const globalSearch = (q: string, signal?: AbortSignal) =>
  callEndpoint(searchEndpoints.globalSearch, { query: { q }, signal });

export const globalSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }) => globalSearch(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useGlobalSearch = (q: string) =>
  useQuery({ ...globalSearchQueryOptions(q), enabled: q.trim().length >= SEARCH_MIN_LENGTH });
