// Changes whether an issuer is an individual or a company (PUT backoffice/issuer/type).
import { issuersEndpoints, type IssuerTypeBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberIssuer } from './query-keys';

export const setIssuerType = (body: IssuerTypeBody) => callEndpoint(issuersEndpoints.setIssuerType, { body });

export const setIssuerTypeMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'set-issuer-type'], mutationFn: setIssuerType });

export const useSetIssuerType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...setIssuerTypeMutationOptions(),
    onSuccess: ({ issuer }) => rememberIssuer(queryClient, issuer),
  });
};
