// Corrects the value of a token value entry (PUT blck/{id} {value}); its place in time does not change.
import { blckEndpoints, type BlckValueBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberBlckValue } from './query-keys';

export interface UpdateBlckValueInput {
  id: string;
  body: BlckValueBody;
}

export const updateBlckValue = ({ id, body }: UpdateBlckValueInput) =>
  callEndpoint(blckEndpoints.updateBlckValue, { params: { id }, body });

export const updateBlckValueMutationOptions = () =>
  mutationOptions({ mutationKey: ['blck-values', 'update-blck-value'], mutationFn: updateBlckValue });

export const useUpdateBlckValue = () =>
  useEndpointMutation(blckEndpoints.updateBlckValue, updateBlckValueMutationOptions(), (queryClient, { blckValue }) =>
    rememberBlckValue(queryClient, blckValue),
  );
