// The shared mutation hook: the answer is remembered where the hook says (a detail the call returned), and what the
// endpoint affects goes stale through lib/invalidation, so no hook or page invalidates on its own. A call that four
// eyes held back (202, `AwaitingApproval`) changed nothing but made a proposal: it is announced ("Sent for approval: …"
// with a link to the proposal) and only the approvals go stale; the caller's `onError` sees it, so a form closes its
// confirmation (lib/awaiting-approval).
import type { Endpoint } from '@blck/contract';
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { announceAwaitingApproval, isAwaitingApproval } from './awaiting-approval';
import { invalidateAffected } from './invalidation';
import { notifyInfo } from './toast';

/** What a held-back call changed: a proposal (and its audit event), nothing of what the endpoint affects. */
export const AWAITING_APPROVAL_AFFECTS = ['approvals'] as const;

export const useEndpointMutation = <TData, TError, TVariables, TContext>(
  endpoint: Pick<Endpoint, 'affects'>,
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  remember?: (queryClient: QueryClient, data: TData, variables: TVariables) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSuccess: (data, variables) => {
      remember?.(queryClient, data, variables);
      return invalidateAffected(queryClient, endpoint.affects);
    },
    onError: (error, ...rest) => {
      if (isAwaitingApproval(error)) {
        announceAwaitingApproval(error, notifyInfo);
        void invalidateAffected(queryClient, AWAITING_APPROVAL_AFFECTS);
      }
      return options.onError?.(error, ...rest);
    },
  });
};
