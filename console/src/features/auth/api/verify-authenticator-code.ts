// Sign-in device step: the authenticator (TOTP) code, with the sign-in session id header, returns the token.
import { HEADERS, authEndpoints, type SignInCodeBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export interface VerifyAuthenticatorCodeInput {
  sessionId: string;
  body: SignInCodeBody;
}

export const verifyAuthenticatorCode = ({ sessionId, body }: VerifyAuthenticatorCodeInput) =>
  callEndpoint(authEndpoints.signInDevice, { body, headers: { [HEADERS.sessionId]: sessionId } });

export const verifyAuthenticatorCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-authenticator-code'], mutationFn: verifyAuthenticatorCode });

export const useVerifyAuthenticatorCode = () => useMutation(verifyAuthenticatorCodeMutationOptions());
