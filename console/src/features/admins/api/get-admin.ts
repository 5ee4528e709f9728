// One administrator (GET backoffice/{id}).
import { adminsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminsQueryKeys } from './query-keys';

export const getAdmin = async (id: string, signal?: AbortSignal) => {
  const { admin } = await callEndpoint(adminsEndpoints.getAdmin, { params: { id }, signal, toastOnError: false });
  return admin;
};

export const getAdminQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminsQueryKeys.detail(id), queryFn: ({ signal }) => getAdmin(id, signal) });

export const useAdmin = (id: string, enabled = true) => useQuery({ ...getAdminQueryOptions(id), enabled });
