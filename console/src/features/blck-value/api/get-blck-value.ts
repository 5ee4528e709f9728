// One token value entry (GET blck/{id}).
import { blckEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { blckValuesQueryKeys } from './query-keys';

export const getBlckValue = async (id: string, signal?: AbortSignal) => {
  const { blckValue } = await callEndpoint(blckEndpoints.getBlckValue, { params: { id }, signal, toastOnError: false });
  return blckValue;
};

export const getBlckValueQueryOptions = (id: string) =>
  queryOptions({ queryKey: blckValuesQueryKeys.detail(id), queryFn: ({ signal }) => getBlckValue(id, signal) });

export const useBlckValue = (id: string, enabled = true) => useQuery({ ...getBlckValueQueryOptions(id), enabled });
