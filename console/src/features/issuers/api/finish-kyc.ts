// Completes the KYC of the issuer with an email, recording the checked identity (POST backoffice/kyc).
import { issuersEndpoints, type KycBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberIssuer } from './query-keys';

export const finishKyc = (body: KycBody) => callEndpoint(issuersEndpoints.finishKyc, { body });

export const finishKycMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'finish-kyc'], mutationFn: finishKyc });

export const useFinishKyc = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...finishKycMutationOptions(), onSuccess: ({ issuer }) => rememberIssuer(queryClient, issuer) });
};
