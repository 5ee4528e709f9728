// Forgot password, step 1: mails a reset code to the address if it belongs to an account.
import { authEndpoints, type ForgotPasswordCodeBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const sendPasswordResetCode = (body: ForgotPasswordCodeBody) =>
  callEndpoint(authEndpoints.forgotPasswordCode, { body });

export const sendPasswordResetCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'send-password-reset-code'], mutationFn: sendPasswordResetCode });

export const useSendPasswordResetCode = () => useMutation(sendPasswordResetCodeMutationOptions());
