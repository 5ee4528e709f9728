// Cancels an active investor or reactivates a cancelled one (PUT investors/cancellation).
import { investorsEndpoints, type InvestorCancellationBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberInvestor } from './query-keys';

export const setInvestorActive = (body: InvestorCancellationBody) =>
  callEndpoint(investorsEndpoints.setInvestorActive, { body });

export const setInvestorActiveMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'set-investor-active'], mutationFn: setInvestorActive });

export const useSetInvestorActive = () =>
  useEndpointMutation(
    investorsEndpoints.setInvestorActive,
    setInvestorActiveMutationOptions(),
    (queryClient, { investor }) => rememberInvestor(queryClient, investor),
  );
