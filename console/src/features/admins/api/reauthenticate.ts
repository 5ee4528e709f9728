// "Confirm it's you": the acting admin's password or authenticator code opens a short window for sensitive changes
// (POST admins/reauthenticate).
import { adminsEndpoints, type ReauthenticateBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const reauthenticate = (body: ReauthenticateBody) =>
  callEndpoint(adminsEndpoints.reauthenticate, { body, toastOnError: false });

export const reauthenticateMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'reauthenticate'], mutationFn: reauthenticate });

export const useReauthenticate = () => useMutation(reauthenticateMutationOptions());
