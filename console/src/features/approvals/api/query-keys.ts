// Query keys of the approvals domain (four eyes, issue 17): every approvals query starts with
// `approvalsQueryKeys.all`, so a proposal's change (realtime `proposal`, or a call's `affects`) refreshes them all —
// the lists, the badge's count, one proposal and the policies.
import type { Proposal, ProposalListQuery, Resource } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export const approvalsQueryKeys = {
  all: ['approvals'] as const satisfies readonly [Resource],
  list: (query: ProposalListQuery) => ['approvals', 'list', query] as const,
  count: () => ['approvals', 'count'] as const,
  detail: (id: string) => ['approvals', 'detail', id] as const,
  policies: () => ['approvals', 'policies'] as const,
};

/** Stores the proposal a decision returned (its lists and the badge go stale through the endpoint's `affects`). */
export const rememberProposal = (queryClient: QueryClient, proposal: Proposal): void => {
  queryClient.setQueryData(approvalsQueryKeys.detail(proposal.id), proposal);
};
