// Issuers, one page at a time, with their wallet balance (GET backoffice/issuers), sorted on the server.
import { issuersEndpoints, type IssuerListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { issuersQueryKeys } from './query-keys';

export const listIssuers = (query: IssuerListQuery, signal?: AbortSignal) =>
  callEndpoint(issuersEndpoints.listIssuers, { query, signal });

export const listIssuersQueryOptions = (query: IssuerListQuery) =>
  queryOptions({
    queryKey: issuersQueryKeys.list(query),
    queryFn: ({ signal }) => listIssuers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListIssuers = (query: IssuerListQuery, enabled = true) =>
  useQuery({ ...listIssuersQueryOptions(query), enabled });
