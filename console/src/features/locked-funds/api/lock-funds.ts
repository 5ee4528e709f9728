// Locks available payments of an investor for a wallet until a date (POST lockedfunds/investors; the ledger reserves
// each amount as a pending transfer), with one Idempotency-Key per user action.
import { lockedFundsEndpoints, type LockFundsBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { KeyedAttempt } from '../../../lib/idempotency-key';
import { lockedFundsQueryKeys } from './query-keys';

export const lockFunds = ({ body, idempotencyKey }: KeyedAttempt<LockFundsBody>) =>
  callEndpoint(lockedFundsEndpoints.lockFunds, { body, idempotencyKey });

export const lockFundsMutationOptions = () =>
  mutationOptions({ mutationKey: ['locked-funds', 'lock-funds'], mutationFn: lockFunds });

export const useLockFunds = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...lockFundsMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockedFundsQueryKeys.all }),
  });
};

/** The new lock. */
export type LockFundsResult = Awaited<ReturnType<typeof lockFunds>>;
