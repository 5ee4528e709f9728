// Changes how the issuer of a wallet is paid, fiat or crypto (PUT issuers/paymenttype).
import { issuersEndpoints, type IssuerPaymentTypeBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberIssuer } from './query-keys';

export const setIssuerPaymentType = (body: IssuerPaymentTypeBody) =>
  callEndpoint(issuersEndpoints.setIssuerPaymentType, { body });

export const setIssuerPaymentTypeMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'set-issuer-payment-type'], mutationFn: setIssuerPaymentType });

export const useSetIssuerPaymentType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...setIssuerPaymentTypeMutationOptions(),
    onSuccess: ({ issuer }) => rememberIssuer(queryClient, issuer),
  });
};
