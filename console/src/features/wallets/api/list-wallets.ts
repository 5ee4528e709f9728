// Issuer wallets with their balance, one page (`offset` rows) at a time (GET v1/wallets/admin).
import { walletsEndpoints, type WalletListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletsQueryKeys } from './query-keys';

export const listWallets = (query: WalletListQuery, signal?: AbortSignal) =>
  callEndpoint(walletsEndpoints.listWallets, { query, signal });

export const listWalletsQueryOptions = (query: WalletListQuery) =>
  queryOptions({
    queryKey: walletsQueryKeys.list(query),
    queryFn: ({ signal }) => listWallets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListWallets = (query: WalletListQuery, enabled = true) =>
  useQuery({ ...listWalletsQueryOptions(query), enabled });
