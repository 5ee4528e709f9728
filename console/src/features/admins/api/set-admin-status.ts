// Activates or deactivates an administrator (PUT backoffice/confirmed); deactivation signs them out at once.
import { adminsEndpoints, type AdminStatusBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberAdmin } from './query-keys';

export const setAdminStatus = (body: AdminStatusBody) =>
  callEndpoint(adminsEndpoints.setAdminStatus, { body, toastOnError: false });

export const setAdminStatusMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'set-admin-status'], mutationFn: setAdminStatus });

export const useSetAdminStatus = () =>
  useEndpointMutation(adminsEndpoints.setAdminStatus, setAdminStatusMutationOptions(), (queryClient, { admin }) =>
    rememberAdmin(queryClient, admin),
  );
