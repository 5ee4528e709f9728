// Sets a new password with the reset token from the path and the mailed code.
import { authEndpoints, type ResetPasswordBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export interface ResetPasswordInput {
  resetToken: string;
  body: ResetPasswordBody;
}

export const resetPassword = ({ resetToken, body }: ResetPasswordInput) =>
  callEndpoint(authEndpoints.resetPassword, { params: { resettoken: resetToken }, body });

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
