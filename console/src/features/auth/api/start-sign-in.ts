// Sign-in first step: email, password and captcha open a sign-in session (SPEC §7 signin/firststep).
import { authEndpoints, type SignInFirstStepBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const startSignIn = (body: SignInFirstStepBody) => callEndpoint(authEndpoints.signInFirstStep, { body });

export const startSignInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'start-sign-in'], mutationFn: startSignIn });

export const useStartSignIn = () => useMutation(startSignInMutationOptions());
