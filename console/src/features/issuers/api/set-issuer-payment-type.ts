// Changes how the issuer of a wallet is paid, fiat or crypto (PUT issuers/paymenttype).
import { issuersEndpoints, type IssuerPaymentTypeBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberIssuer } from './query-keys';

export const setIssuerPaymentType = (body: IssuerPaymentTypeBody) =>
  callEndpoint(issuersEndpoints.setIssuerPaymentType, { body });

export const setIssuerPaymentTypeMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'set-issuer-payment-type'], mutationFn: setIssuerPaymentType });

export const useSetIssuerPaymentType = () =>
  useEndpointMutation(
    issuersEndpoints.setIssuerPaymentType,
    setIssuerPaymentTypeMutationOptions(),
    (queryClient, { issuer }) => rememberIssuer(queryClient, issuer),
  );
