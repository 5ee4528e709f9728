// Removes an investor (DELETE investors/{id}); the server refuses (409) while any payment holds funds or a lock.
import { investorsEndpoints } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { investorsQueryKeys } from './query-keys';

export const removeInvestor = (id: string) => callEndpoint(investorsEndpoints.removeInvestor, { params: { id } });

export const removeInvestorMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'remove-investor'], mutationFn: removeInvestor });

export const useRemoveInvestor = () =>
  useEndpointMutation(investorsEndpoints.removeInvestor, removeInvestorMutationOptions(), (queryClient, { id }) =>
    queryClient.removeQueries({ queryKey: investorsQueryKeys.detail(id) }),
  );
