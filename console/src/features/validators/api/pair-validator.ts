// A validator node pairs with the one-time sessionHash of its pairing link (POST /api/v1/validators/pair, public: the
// api-client sends no token for it, signed in or not). The page reports a refusal itself (unknown 404, used or removed
// 409), so no toast; a pairing changes the counter and the custom validators list of a signed-in admin's console.
import { validatorsEndpoints, type PairValidatorBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export const pairValidator = (body: PairValidatorBody) =>
  callEndpoint(validatorsEndpoints.pairValidator, { body, toastOnError: false });

export const pairValidatorMutationOptions = () =>
  mutationOptions({ mutationKey: ['validators', 'pair-validator'], mutationFn: pairValidator });

export const usePairValidator = () =>
  useEndpointMutation(validatorsEndpoints.pairValidator, pairValidatorMutationOptions());
