// Edits the name, value in $BLCK and label of a fiat currency (PUT fiat/{id}); a label already used is refused (409).
import { fiatsEndpoints, type FiatUpdateBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberFiat } from './query-keys';

export interface UpdateFiatInput {
  id: string;
  body: FiatUpdateBody;
}

export const updateFiat = ({ id, body }: UpdateFiatInput) =>
  callEndpoint(fiatsEndpoints.updateFiat, { params: { id }, body });

export const updateFiatMutationOptions = () =>
  mutationOptions({ mutationKey: ['fiats', 'update-fiat'], mutationFn: updateFiat });

export const useUpdateFiat = () =>
  useEndpointMutation(fiatsEndpoints.updateFiat, updateFiatMutationOptions(), (queryClient, { fiat }) =>
    rememberFiat(queryClient, fiat),
  );
