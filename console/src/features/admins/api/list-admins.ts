// Administrators, one page at a time (GET backoffice/all), sorted on the server.
import { adminsEndpoints, type AdminListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminsQueryKeys } from './query-keys';

export const listAdmins = (query: AdminListQuery, signal?: AbortSignal) =>
  callEndpoint(adminsEndpoints.listAdmins, { query, signal });

export const listAdminsQueryOptions = (query: AdminListQuery) =>
  queryOptions({
    queryKey: adminsQueryKeys.list(query),
    queryFn: ({ signal }) => listAdmins(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListAdmins = (query: AdminListQuery, enabled = true) =>
  useQuery({ ...listAdminsQueryOptions(query), enabled });
