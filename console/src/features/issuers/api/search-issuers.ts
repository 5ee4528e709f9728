// Issuers whose email, name, company or wallet contains a text (GET backoffice/issuers/search), one page at a time.
import { issuersEndpoints } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { issuersQueryKeys, type IssuerSearchQuery } from './query-keys';

export const searchIssuers = (query: IssuerSearchQuery, signal?: AbortSignal) =>
  callEndpoint(issuersEndpoints.searchIssuers, { query, signal });

export const searchIssuersQueryOptions = (query: IssuerSearchQuery) =>
  queryOptions({
    queryKey: issuersQueryKeys.search(query),
    queryFn: ({ signal }) => searchIssuers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchIssuers = (query: IssuerSearchQuery, enabled = true) =>
  useQuery({ ...searchIssuersQueryOptions(query), enabled });
