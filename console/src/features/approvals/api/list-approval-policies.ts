// The approval policies (GET approvals/policies): which actions wait for a second admin, above which amounts, and
// whether four eyes is on at all on this server.
import { approvalsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { approvalsQueryKeys } from './query-keys';

export const listApprovalPolicies = (signal?: AbortSignal) =>
  callEndpoint(approvalsEndpoints.listApprovalPolicies, { signal });

export const listApprovalPoliciesQueryOptions = () =>
  queryOptions({ queryKey: approvalsQueryKeys.policies(), queryFn: ({ signal }) => listApprovalPolicies(signal) });

export const useApprovalPolicies = () => useQuery(listApprovalPoliciesQueryOptions());
