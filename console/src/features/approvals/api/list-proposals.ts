// Proposals the caller can see, one page at a time (GET approvals): waiting for me, mine, decided or all, filtered by
// action and status.
import { approvalsEndpoints, type ProposalListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { approvalsQueryKeys } from './query-keys';

export const listProposals = (query: ProposalListQuery, signal?: AbortSignal) =>
  callEndpoint(approvalsEndpoints.listProposals, { query, signal });

export const listProposalsQueryOptions = (query: ProposalListQuery) =>
  queryOptions({
    queryKey: approvalsQueryKeys.list(query),
    queryFn: ({ signal }) => listProposals(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListProposals = (query: ProposalListQuery) => useQuery(listProposalsQueryOptions(query));
