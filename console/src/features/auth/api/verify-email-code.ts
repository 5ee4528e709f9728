// Sign-in final step: the emailed code, with the sign-in session id header, returns the session token.
import { HEADERS, authEndpoints, type SignInCodeBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export interface VerifyEmailCodeInput {
  sessionId: string;
  body: SignInCodeBody;
}

export const verifyEmailCode = ({ sessionId, body }: VerifyEmailCodeInput) =>
  callEndpoint(authEndpoints.signInFinal, { body, headers: { [HEADERS.sessionId]: sessionId } });

export const verifyEmailCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-email-code'], mutationFn: verifyEmailCode });

export const useVerifyEmailCode = () => useMutation(verifyEmailCodeMutationOptions());
