// Withdraws locked payments whose availability date has come (POST lockedfunds/investors/withdrawal; the ledger posts
// their pending transfers to the wallet), with one Idempotency-Key per user action.
import { lockedFundsEndpoints, type WithdrawFundsBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import type { KeyedAttempt } from '../../../lib/idempotency-key';

export const withdrawFunds = ({ body, idempotencyKey }: KeyedAttempt<WithdrawFundsBody>) =>
  callEndpoint(lockedFundsEndpoints.withdrawFunds, { body, idempotencyKey });

export const withdrawFundsMutationOptions = () =>
  mutationOptions({ mutationKey: ['locked-funds', 'withdraw-funds'], mutationFn: withdrawFunds });

export const useWithdrawFunds = () =>
  useEndpointMutation(lockedFundsEndpoints.withdrawFunds, withdrawFundsMutationOptions());

/** The amount paid out, the wallet, the payments and locks it came from. */
export type WithdrawFundsResult = Awaited<ReturnType<typeof withdrawFunds>>;
