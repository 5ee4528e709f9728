// The active official wallets (GET v1/officials/wallets): a custom token's fiat currency must have one of them.
import { walletsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { officialWalletsQueryKeys } from './query-keys';

export const listActiveOfficialWallets = async (signal?: AbortSignal) => {
  const { data } = await callEndpoint(walletsEndpoints.listActiveOfficialWallets, { signal, toastOnError: false });
  return data;
};

export const listActiveOfficialWalletsQueryOptions = () =>
  queryOptions({
    queryKey: officialWalletsQueryKeys.active,
    queryFn: ({ signal }) => listActiveOfficialWallets(signal),
  });

export const useActiveOfficialWallets = (enabled = true) =>
  useQuery({ ...listActiveOfficialWalletsQueryOptions(), enabled });
