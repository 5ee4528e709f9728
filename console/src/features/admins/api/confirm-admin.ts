// Confirms an administrator who finished registration (PUT admins/confirm): SPEC's `{id}`, or with `activate` and
// `permissions` the whole onboarding in one call ("Confirm and activate").
import { adminsEndpoints, type ConfirmAdminBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberAdmin } from './query-keys';

export const confirmAdmin = (body: ConfirmAdminBody) =>
  callEndpoint(adminsEndpoints.confirmAdmin, { body, toastOnError: false });

export const confirmAdminMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'confirm-admin'], mutationFn: confirmAdmin });

export const useConfirmAdmin = () =>
  useEndpointMutation(adminsEndpoints.confirmAdmin, confirmAdminMutationOptions(), (queryClient, { admin }) =>
    rememberAdmin(queryClient, admin),
  );
