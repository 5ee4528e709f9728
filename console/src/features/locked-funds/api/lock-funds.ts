// Locks available payments of an investor for a wallet until a date (POST lockedfunds/investors; the ledger reserves
// each amount as a pending transfer), with one Idempotency-Key per user action.
import { lockedFundsEndpoints, type LockFundsBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import type { KeyedAttempt } from '../../../lib/idempotency-key';

export const lockFunds = ({ body, idempotencyKey }: KeyedAttempt<LockFundsBody>) =>
  callEndpoint(lockedFundsEndpoints.lockFunds, { body, idempotencyKey });

export const lockFundsMutationOptions = () =>
  mutationOptions({ mutationKey: ['locked-funds', 'lock-funds'], mutationFn: lockFunds });

export const useLockFunds = () => useEndpointMutation(lockedFundsEndpoints.lockFunds, lockFundsMutationOptions());

/** The new lock. */
export type LockFundsResult = Awaited<ReturnType<typeof lockFunds>>;
