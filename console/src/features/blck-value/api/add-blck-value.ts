// Adds a token value entry (POST blck {value}); the newest entry is the current value of $BLCK.
import { blckEndpoints, type BlckValueBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberBlckValue } from './query-keys';

export const addBlckValue = (body: BlckValueBody) => callEndpoint(blckEndpoints.addBlckValue, { body });

export const addBlckValueMutationOptions = () =>
  mutationOptions({ mutationKey: ['blck-values', 'add-blck-value'], mutationFn: addBlckValue });

export const useAddBlckValue = () =>
  useEndpointMutation(blckEndpoints.addBlckValue, addBlckValueMutationOptions(), (queryClient, { blckValue }) =>
    rememberBlckValue(queryClient, blckValue),
  );
