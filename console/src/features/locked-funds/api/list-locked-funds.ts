// Locks, one page at a time (GET lockedfunds/all), sorted by availability date, creation, amount or status.
import { lockedFundsEndpoints, type LockedFundsListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { lockedFundsQueryKeys } from './query-keys';

export const listLockedFunds = (query: LockedFundsListQuery, signal?: AbortSignal) =>
  callEndpoint(lockedFundsEndpoints.listLockedFunds, { query, signal });

export const listLockedFundsQueryOptions = (query: LockedFundsListQuery) =>
  queryOptions({
    queryKey: lockedFundsQueryKeys.list(query),
    queryFn: ({ signal }) => listLockedFunds(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListLockedFunds = (query: LockedFundsListQuery, enabled = true) =>
  useQuery({ ...listLockedFundsQueryOptions(query), enabled });
