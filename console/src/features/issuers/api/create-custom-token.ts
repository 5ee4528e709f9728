// Generates the custom token of the issuer owning a wallet; symbols are unique (POST backoffice/custom/token).
import { issuersEndpoints, type CustomTokenBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export const createCustomToken = (body: CustomTokenBody) => callEndpoint(issuersEndpoints.createCustomToken, { body });

export const createCustomTokenMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'create-custom-token'], mutationFn: createCustomToken });

/** The answer carries the token, not the issuer: every issuer query (the details and the lists) is made stale. */
export const useCreateCustomToken = () =>
  useEndpointMutation(issuersEndpoints.createCustomToken, createCustomTokenMutationOptions());
