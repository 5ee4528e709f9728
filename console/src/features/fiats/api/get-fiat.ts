// One fiat currency: its name, label, value in $BLCK and state (GET fiat/{id}).
import { fiatsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { fiatsQueryKeys } from './query-keys';

export const getFiat = async (id: string, signal?: AbortSignal) => {
  const { fiat } = await callEndpoint(fiatsEndpoints.getFiat, { params: { id }, signal, toastOnError: false });
  return fiat;
};

export const getFiatQueryOptions = (id: string) =>
  queryOptions({ queryKey: fiatsQueryKeys.detail(id), queryFn: ({ signal }) => getFiat(id, signal) });

export const useFiat = (id: string, enabled = true) => useQuery({ ...getFiatQueryOptions(id), enabled });
