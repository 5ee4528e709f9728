// Cancels an active investor or reactivates a cancelled one (PUT investors/cancellation).
import { investorsEndpoints, type InvestorCancellationBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberInvestor } from './query-keys';

export const setInvestorActive = (body: InvestorCancellationBody) =>
  callEndpoint(investorsEndpoints.setInvestorActive, { body });

export const setInvestorActiveMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'set-investor-active'], mutationFn: setInvestorActive });

export const useSetInvestorActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...setInvestorActiveMutationOptions(),
    onSuccess: ({ investor }) => rememberInvestor(queryClient, investor),
  });
};
