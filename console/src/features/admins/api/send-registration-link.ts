// Invites an administrator: a registration link is mailed to them (POST admins/registration/link).
import { authEndpoints, type RegistrationLinkBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberAdmin } from './query-keys';

export const sendRegistrationLink = (body: RegistrationLinkBody) =>
  callEndpoint(authEndpoints.registrationLink, { body, toastOnError: false });

export const sendRegistrationLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'send-registration-link'], mutationFn: sendRegistrationLink });

export const useSendRegistrationLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendRegistrationLinkMutationOptions(),
    onSuccess: ({ admin }) => rememberAdmin(queryClient, admin),
  });
};
