// The shared mutation hook: the answer is remembered where the hook says (a detail the call returned), and what the
// endpoint affects goes stale through lib/invalidation, so no hook or page invalidates on its own.
import type { Endpoint } from '@blck/contract';
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { invalidateAffected } from './invalidation';

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
  });
};
