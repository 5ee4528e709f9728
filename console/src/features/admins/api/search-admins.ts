// Administrators whose email or name contains a text (GET backoffice/search), one page at a time.
import { adminsEndpoints, type AdminSearchQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminsQueryKeys } from './query-keys';

export const searchAdmins = (query: AdminSearchQuery, signal?: AbortSignal) =>
  callEndpoint(adminsEndpoints.searchAdmins, { query, signal });

export const searchAdminsQueryOptions = (query: AdminSearchQuery) =>
  queryOptions({
    queryKey: adminsQueryKeys.search(query),
    queryFn: ({ signal }) => searchAdmins(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchAdmins = (query: AdminSearchQuery, enabled = true) =>
  useQuery({ ...searchAdminsQueryOptions(query), enabled });
