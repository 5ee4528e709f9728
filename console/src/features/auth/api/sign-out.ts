// Ends the current session on the server (POST admins/signout); the caller then forgets the cookie.
import { authEndpoints } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const signOut = () => callEndpoint(authEndpoints.signOut);

export const signOutMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'sign-out'], mutationFn: signOut });

export const useSignOut = () => useMutation(signOutMutationOptions());
