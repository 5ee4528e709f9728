// Deposits matching an issuer, wallet or email and a date range, one page at a time (POST backoffice/histories/search).
import { historiesEndpoints, type HistorySearchBody } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { historiesQueryKeys } from './query-keys';

export const searchHistories = (body: HistorySearchBody, signal?: AbortSignal) =>
  callEndpoint(historiesEndpoints.searchHistories, { body, signal });

export const searchHistoriesQueryOptions = (body: HistorySearchBody) =>
  queryOptions({
    queryKey: historiesQueryKeys.search(body),
    queryFn: ({ signal }) => searchHistories(body, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchHistories = (body: HistorySearchBody, enabled = true) =>
  useQuery({ ...searchHistoriesQueryOptions(body), enabled });
