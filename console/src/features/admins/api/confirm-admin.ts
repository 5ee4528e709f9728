// Confirms an administrator who finished registration (PUT admins/confirm).
import { adminsEndpoints } from '@blck/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { rememberAdmin } from './query-keys';

export const confirmAdmin = (id: string) =>
  callEndpoint(adminsEndpoints.confirmAdmin, { body: { id }, toastOnError: false });

export const confirmAdminMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'confirm-admin'], mutationFn: confirmAdmin });

export const useConfirmAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...confirmAdminMutationOptions(), onSuccess: ({ admin }) => rememberAdmin(queryClient, admin) });
};
