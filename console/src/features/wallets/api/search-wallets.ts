// Issuer wallets whose address, issuer or email contains a text (GET v1/wallets/search/admin), and the one wallet
// with an exact address (the same search, filtered), which the deposit confirmation shows.
import { WalletAddressSchema, walletsEndpoints, type IssuerWallet } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletsQueryKeys, type WalletSearchQuery } from './query-keys';

export const searchWallets = (query: WalletSearchQuery, signal?: AbortSignal) =>
  callEndpoint(walletsEndpoints.searchWallets, { query, signal });

export const searchWalletsQueryOptions = (query: WalletSearchQuery) =>
  queryOptions({
    queryKey: walletsQueryKeys.search(query),
    queryFn: ({ signal }) => searchWallets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchWallets = (query: WalletSearchQuery, enabled = true) =>
  useQuery({ ...searchWalletsQueryOptions(query), enabled });

/** The wallet whose address is `address` (any letter case), or null when no issuer owns it. */
export const findWallet = async (address: string, signal?: AbortSignal): Promise<IssuerWallet | null> => {
  const { wallets } = await searchWallets({ page: 0, offset: 10, order: 'desc', search: address }, signal);
  return wallets.find((wallet) => wallet.walletAddress.toLowerCase() === address.toLowerCase()) ?? null;
};

export const findWalletQueryOptions = (address: string) =>
  queryOptions({
    queryKey: walletsQueryKeys.byAddress(address),
    queryFn: ({ signal }) => findWallet(address, signal),
    // The balance shown before a deposit must be the current one.
    staleTime: 0,
  });

export const useFindWallet = (address: string, enabled = true) =>
  useQuery({ ...findWalletQueryOptions(address), enabled: enabled && WalletAddressSchema.safeParse(address).success });
