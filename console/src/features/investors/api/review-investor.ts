// First approval of a pending investor: the checked details and payments, each credited by the ledger
// (PUT investors/review), with one Idempotency-Key per user action.
import { investorsEndpoints, type ReviewInvestorBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { KeyedAttempt } from '../../../lib/idempotency-key';
import { refreshInvestor } from './query-keys';

export const reviewInvestor = ({ body, idempotencyKey }: KeyedAttempt<ReviewInvestorBody>) =>
  callEndpoint(investorsEndpoints.reviewInvestor, { body, idempotencyKey });

export const reviewInvestorMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'review-investor'], mutationFn: reviewInvestor });

export const useReviewInvestor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...reviewInvestorMutationOptions(),
    onSuccess: ({ investor }) => refreshInvestor(queryClient, investor.id),
  });
};

/** The reviewed (now active) investor. */
export type ReviewInvestorResult = Awaited<ReturnType<typeof reviewInvestor>>;
