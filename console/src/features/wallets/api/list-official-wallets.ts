// Official wallets, active and suspended, searchable by currency (GET v1/officials/wallets/admin).
import { walletsEndpoints, type OfficialWalletListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { officialWalletsQueryKeys } from './query-keys';

export const listOfficialWallets = (query: OfficialWalletListQuery, signal?: AbortSignal) =>
  callEndpoint(walletsEndpoints.listOfficialWallets, { query, signal });

export const listOfficialWalletsQueryOptions = (query: OfficialWalletListQuery) =>
  queryOptions({
    queryKey: officialWalletsQueryKeys.list(query),
    queryFn: ({ signal }) => listOfficialWallets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListOfficialWallets = (query: OfficialWalletListQuery) =>
  useQuery(listOfficialWalletsQueryOptions(query));
