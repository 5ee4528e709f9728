// Invites an administrator: a registration link is mailed to them (POST admins/registration/link).
import { authEndpoints, type RegistrationLinkBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberAdmin } from './query-keys';

export const sendRegistrationLink = (body: RegistrationLinkBody) =>
  callEndpoint(authEndpoints.registrationLink, { body, toastOnError: false });

export const sendRegistrationLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'send-registration-link'], mutationFn: sendRegistrationLink });

export const useSendRegistrationLink = () =>
  useEndpointMutation(authEndpoints.registrationLink, sendRegistrationLinkMutationOptions(), (queryClient, { admin }) =>
    rememberAdmin(queryClient, admin),
  );
