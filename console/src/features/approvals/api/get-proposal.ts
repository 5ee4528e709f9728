// One proposal (GET approvals/{id}): the exact request, the before → after summary, the decision, and what the caller
// may do with it (canDecide, canWithdraw).
import { approvalsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { approvalsQueryKeys } from './query-keys';

export const getProposal = async (id: string, signal?: AbortSignal) => {
  const { proposal } = await callEndpoint(approvalsEndpoints.getProposal, {
    params: { id },
    signal,
    toastOnError: false,
  });
  return proposal;
};

export const getProposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: approvalsQueryKeys.detail(id), queryFn: ({ signal }) => getProposal(id, signal) });

export const useProposal = (id: string) => useQuery(getProposalQueryOptions(id));
