// Activates or deactivates a fiat currency (PUT fiat {id, isActive}).
import { fiatsEndpoints, type FiatActiveBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberFiat } from './query-keys';

export const setFiatActive = (body: FiatActiveBody) => callEndpoint(fiatsEndpoints.setFiatActive, { body });

export const setFiatActiveMutationOptions = () =>
  mutationOptions({ mutationKey: ['fiats', 'set-fiat-active'], mutationFn: setFiatActive });

export const useSetFiatActive = () =>
  useEndpointMutation(fiatsEndpoints.setFiatActive, setFiatActiveMutationOptions(), (queryClient, { fiat }) =>
    rememberFiat(queryClient, fiat),
  );
