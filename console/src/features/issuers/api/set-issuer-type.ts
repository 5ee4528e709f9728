// Changes whether an issuer is an individual or a company (PUT backoffice/issuer/type).
import { issuersEndpoints, type IssuerTypeBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberIssuer } from './query-keys';

export const setIssuerType = (body: IssuerTypeBody) => callEndpoint(issuersEndpoints.setIssuerType, { body });

export const setIssuerTypeMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'set-issuer-type'], mutationFn: setIssuerType });

export const useSetIssuerType = () =>
  useEndpointMutation(issuersEndpoints.setIssuerType, setIssuerTypeMutationOptions(), (queryClient, { issuer }) =>
    rememberIssuer(queryClient, issuer),
  );
