// Increases or decreases payments of an investor (PUT investors/funds): the whole payment list with the versions as
// read and the wanted amounts; the server ledgers each change and answers 409 when the list is stale. One
// Idempotency-Key per user action.
import { investorsEndpoints, type InvestorFundsBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import type { KeyedAttempt } from '../../../lib/idempotency-key';

export const updateInvestorFunds = ({ body, idempotencyKey }: KeyedAttempt<InvestorFundsBody>) =>
  callEndpoint(investorsEndpoints.updateInvestorFunds, { body, idempotencyKey });

export const updateInvestorFundsMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'update-investor-funds'], mutationFn: updateInvestorFunds });

export const useUpdateInvestorFunds = () =>
  useEndpointMutation(investorsEndpoints.updateInvestorFunds, updateInvestorFundsMutationOptions());

/** The investor with its new balances, and each payment's amount before and after. */
export type UpdateInvestorFundsResult = Awaited<ReturnType<typeof updateInvestorFunds>>;
