// Investors, one page at a time, with their status and balances (GET investors/all), sorted and filtered on the server.
import { investorsEndpoints, type InvestorListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { investorsQueryKeys } from './query-keys';

export const listInvestors = (query: InvestorListQuery, signal?: AbortSignal) =>
  callEndpoint(investorsEndpoints.listInvestors, { query, signal });

export const listInvestorsQueryOptions = (query: InvestorListQuery) =>
  queryOptions({
    queryKey: investorsQueryKeys.list(query),
    queryFn: ({ signal }) => listInvestors(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListInvestors = (query: InvestorListQuery, enabled = true) =>
  useQuery({ ...listInvestorsQueryOptions(query), enabled });
