// Replaces an administrator's permissions (PUT admins/permissions). Needs a recent confirmation of the acting admin
// (403 REAUTHENTICATION_REQUIRED).
import { adminsEndpoints, type AdminPermissionsBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberAdmin } from './query-keys';

export const updateAdminPermissions = (body: AdminPermissionsBody) =>
  callEndpoint(adminsEndpoints.updatePermissions, { body, toastOnError: false });

export const updateAdminPermissionsMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'update-admin-permissions'], mutationFn: updateAdminPermissions });

export const useUpdateAdminPermissions = () =>
  useEndpointMutation(
    adminsEndpoints.updatePermissions,
    updateAdminPermissionsMutationOptions(),
    (queryClient, { admin }) => rememberAdmin(queryClient, admin),
  );
