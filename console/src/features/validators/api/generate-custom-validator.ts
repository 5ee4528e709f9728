// Generates a custom validator after the admin's password (POST backoffice/custom/validator); the answer carries the
// one-time pairing link, which only this answer ever holds. A wrong password is shown in the dialog, not as a toast.
import { validatorsEndpoints, type EndpointBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export type GenerateCustomValidatorBody = EndpointBody<typeof validatorsEndpoints.generateCustomValidator>;

export const generateCustomValidator = (body: GenerateCustomValidatorBody) =>
  callEndpoint(validatorsEndpoints.generateCustomValidator, { body, toastOnError: false });

export const generateCustomValidatorMutationOptions = () =>
  mutationOptions({ mutationKey: ['validators', 'generate-custom-validator'], mutationFn: generateCustomValidator });

export const useGenerateCustomValidator = () =>
  useEndpointMutation(validatorsEndpoints.generateCustomValidator, generateCustomValidatorMutationOptions());
