// The signed-in administrator (GET admins/current), shared by the shell, the dashboard and the setup screens.
import { authEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const currentAdminQueryKey = ['auth', 'current-admin'] as const;

export const getCurrentAdmin = async (signal?: AbortSignal) => {
  const { admin } = await callEndpoint(authEndpoints.currentAdmin, { signal });
  return admin;
};

export const currentAdminQueryOptions = () =>
  queryOptions({ queryKey: currentAdminQueryKey, queryFn: ({ signal }) => getCurrentAdmin(signal) });

export const useCurrentAdmin = () => useQuery(currentAdminQueryOptions());
