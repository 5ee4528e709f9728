// Edits the details of a reviewed investor (PUT investors/{id}).
import { investorsEndpoints, type UpdateInvestorBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberInvestor } from './query-keys';

export interface UpdateInvestorInput {
  id: string;
  body: UpdateInvestorBody;
}

export const updateInvestor = ({ id, body }: UpdateInvestorInput) =>
  callEndpoint(investorsEndpoints.updateInvestor, { params: { id }, body });

export const updateInvestorMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'update-investor'], mutationFn: updateInvestor });

export const useUpdateInvestor = () =>
  useEndpointMutation(investorsEndpoints.updateInvestor, updateInvestorMutationOptions(), (queryClient, { investor }) =>
    rememberInvestor(queryClient, investor),
  );
