// Authenticator setup, step 2: a current code from the app turns two-factor sign-in on.
import { authEndpoints, type AuthenticatorEnableBody } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { currentAdminQueryKey } from './get-current-admin';

export const enableAuthenticator = (body: AuthenticatorEnableBody) =>
  callEndpoint(authEndpoints.authenticatorEnable, { body });

export const enableAuthenticatorMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'enable-authenticator'], mutationFn: enableAuthenticator });

export const useEnableAuthenticator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...enableAuthenticatorMutationOptions(),
    onSuccess: ({ admin }) => queryClient.setQueryData(currentAdminQueryKey, admin),
  });
};
