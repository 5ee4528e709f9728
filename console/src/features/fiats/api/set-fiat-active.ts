// Activates or deactivates a fiat currency (PUT fiat {id, isActive}).
import { fiatsEndpoints, type FiatActiveBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberFiat } from './query-keys';

export const setFiatActive = (body: FiatActiveBody) => callEndpoint(fiatsEndpoints.setFiatActive, { body });

export const setFiatActiveMutationOptions = () =>
  mutationOptions({ mutationKey: ['fiats', 'set-fiat-active'], mutationFn: setFiatActive });

export const useSetFiatActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...setFiatActiveMutationOptions(),
    onSuccess: ({ fiat }) => rememberFiat(queryClient, fiat),
  });
};
