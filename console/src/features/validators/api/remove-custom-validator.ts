// Removes a custom validator (DELETE backoffice/custom/validator/remove/{id}): it stops counting and its pairing code
// stops working, so the list and the counter both go stale.
import { validatorsEndpoints } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export const removeCustomValidator = (id: string) =>
  callEndpoint(validatorsEndpoints.removeCustomValidator, { params: { id } });

export const removeCustomValidatorMutationOptions = () =>
  mutationOptions({ mutationKey: ['validators', 'remove-custom-validator'], mutationFn: removeCustomValidator });

export const useRemoveCustomValidator = () =>
  useEndpointMutation(validatorsEndpoints.removeCustomValidator, removeCustomValidatorMutationOptions());
