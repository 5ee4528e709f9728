// Removes an administrator's authenticator, signs them out and extends an unused registration link
// (PUT admins/confirmed/reset). Needs a recent confirmation of the acting admin (403 REAUTHENTICATION_REQUIRED).
import { adminsEndpoints } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberAdmin } from './query-keys';

export const resetAdmin2fa = (id: string) =>
  callEndpoint(adminsEndpoints.resetAdmin2fa, { body: { id }, toastOnError: false });

export const resetAdmin2faMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'reset-admin-2fa'], mutationFn: resetAdmin2fa });

export const useResetAdmin2fa = () =>
  useEndpointMutation(adminsEndpoints.resetAdmin2fa, resetAdmin2faMutationOptions(), (queryClient, { admin }) =>
    rememberAdmin(queryClient, admin),
  );
