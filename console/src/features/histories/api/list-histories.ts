// Issuer deposits, one page at a time, sorted by time or amount (GET backoffice/histories).
import { historiesEndpoints, type HistoryListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { historiesQueryKeys } from './query-keys';

export const listHistories = (query: HistoryListQuery, signal?: AbortSignal) =>
  callEndpoint(historiesEndpoints.listHistories, { query, signal });

export const listHistoriesQueryOptions = (query: HistoryListQuery) =>
  queryOptions({
    queryKey: historiesQueryKeys.list(query),
    queryFn: ({ signal }) => listHistories(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListHistories = (query: HistoryListQuery, enabled = true) =>
  useQuery({ ...listHistoriesQueryOptions(query), enabled });
