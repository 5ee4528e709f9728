// Investors whose name, number, email or representative contains a text (GET investors/search), one page at a time.
import { investorsEndpoints } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { investorsQueryKeys, type InvestorSearchQuery } from './query-keys';

export const searchInvestors = (query: InvestorSearchQuery, signal?: AbortSignal) =>
  callEndpoint(investorsEndpoints.searchInvestors, { query, signal });

export const searchInvestorsQueryOptions = (query: InvestorSearchQuery) =>
  queryOptions({
    queryKey: investorsQueryKeys.search(query),
    queryFn: ({ signal }) => searchInvestors(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchInvestors = (query: InvestorSearchQuery, enabled = true) =>
  useQuery({ ...searchInvestorsQueryOptions(query), enabled });
