// Completes the KYC of the issuer with an email, recording the checked identity (POST backoffice/kyc).
import { issuersEndpoints, type KycBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberIssuer } from './query-keys';

export const finishKyc = (body: KycBody) => callEndpoint(issuersEndpoints.finishKyc, { body });

export const finishKycMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'finish-kyc'], mutationFn: finishKyc });

export const useFinishKyc = () =>
  useEndpointMutation(issuersEndpoints.finishKyc, finishKycMutationOptions(), (queryClient, { issuer }) =>
    rememberIssuer(queryClient, issuer),
  );
