// The sign-in first step's mutation, without the contract on the page: `start-sign-in.ts` (the call and the schemas,
// with zod) loads when the person starts on the form or submits it, whichever comes first.
import type { SignInFirstStepBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError, UNREACHABLE_MESSAGE } from '../../../lib/api-error';

/** The call and its schemas; the module loads once, later calls reuse it. Failing to load it reads as any unreachable call. */
export const loadStartSignIn = () =>
  import('./start-sign-in').catch(() => {
    throw new ApiError(0, '', '', UNREACHABLE_MESSAGE);
  });

export const startSignInMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'start-sign-in'],
    mutationFn: async (body: SignInFirstStepBody) => (await loadStartSignIn()).startSignIn(body),
  });

export const useStartSignIn = () => useMutation(startSignInMutationOptions());
