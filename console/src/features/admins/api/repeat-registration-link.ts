// Mails a new registration link to an admin who has not registered yet (POST admins/registration/link/repeat).
import { adminsEndpoints } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberAdmin } from './query-keys';

export const repeatRegistrationLink = (id: string) =>
  callEndpoint(adminsEndpoints.repeatRegistrationLink, { body: { id }, toastOnError: false });

export const repeatRegistrationLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'repeat-registration-link'], mutationFn: repeatRegistrationLink });

export const useRepeatRegistrationLink = () =>
  useEndpointMutation(
    adminsEndpoints.repeatRegistrationLink,
    repeatRegistrationLinkMutationOptions(),
    (queryClient, { admin }) => rememberAdmin(queryClient, admin),
  );
