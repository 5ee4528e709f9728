// First approval of a pending investor: the checked details and payments, each credited by the ledger
// (PUT investors/review), with one Idempotency-Key per user action.
import { investorsEndpoints, type ReviewInvestorBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import type { KeyedAttempt } from '../../../lib/idempotency-key';

export const reviewInvestor = ({ body, idempotencyKey }: KeyedAttempt<ReviewInvestorBody>) =>
  callEndpoint(investorsEndpoints.reviewInvestor, { body, idempotencyKey });

export const reviewInvestorMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'review-investor'], mutationFn: reviewInvestor });

export const useReviewInvestor = () =>
  useEndpointMutation(investorsEndpoints.reviewInvestor, reviewInvestorMutationOptions());

/** The reviewed (now active) investor. */
export type ReviewInvestorResult = Awaited<ReturnType<typeof reviewInvestor>>;
