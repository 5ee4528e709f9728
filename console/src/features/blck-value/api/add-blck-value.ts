// Adds a token value entry (POST blck {value}); the newest entry is the current value of $BLCK.
import { blckEndpoints, type BlckValueBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberBlckValue } from './query-keys';

export const addBlckValue = (body: BlckValueBody) => callEndpoint(blckEndpoints.addBlckValue, { body });

export const addBlckValueMutationOptions = () =>
  mutationOptions({ mutationKey: ['blck-values', 'add-blck-value'], mutationFn: addBlckValue });

export const useAddBlckValue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...addBlckValueMutationOptions(),
    onSuccess: ({ blckValue }) => rememberBlckValue(queryClient, blckValue),
  });
};
