// Authenticator setup, step 1: the password again yields a new secret, its otpauth URI and QR code.
import { authEndpoints, type AuthenticatorSetupBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const startAuthenticatorSetup = (body: AuthenticatorSetupBody) =>
  callEndpoint(authEndpoints.authenticatorSetup, { body });

export const startAuthenticatorSetupMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'start-authenticator-setup'], mutationFn: startAuthenticatorSetup });

export const useStartAuthenticatorSetup = () => useMutation(startAuthenticatorSetupMutationOptions());
