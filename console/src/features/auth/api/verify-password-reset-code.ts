// Forgot password, step 2: exchanges the mailed code for a reset token.
import { authEndpoints, type ForgotPasswordBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const verifyPasswordResetCode = (body: ForgotPasswordBody) =>
  callEndpoint(authEndpoints.forgotPassword, { body });

export const verifyPasswordResetCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-password-reset-code'], mutationFn: verifyPasswordResetCode });

export const useVerifyPasswordResetCode = () => useMutation(verifyPasswordResetCodeMutationOptions());
