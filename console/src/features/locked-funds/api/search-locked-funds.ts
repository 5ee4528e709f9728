// Locks whose investor name, investor email or wallet contains a text (GET lockedfunds/search), one page at a time.
import { lockedFundsEndpoints } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { lockedFundsQueryKeys, type LockedFundsSearchQuery } from './query-keys';

export const searchLockedFunds = (query: LockedFundsSearchQuery, signal?: AbortSignal) =>
  callEndpoint(lockedFundsEndpoints.searchLockedFunds, { query, signal });

export const searchLockedFundsQueryOptions = (query: LockedFundsSearchQuery) =>
  queryOptions({
    queryKey: lockedFundsQueryKeys.search(query),
    queryFn: ({ signal }) => searchLockedFunds(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchLockedFunds = (query: LockedFundsSearchQuery, enabled = true) =>
  useQuery({ ...searchLockedFundsQueryOptions(query), enabled });
