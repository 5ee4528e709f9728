// Whether the signed-in admin holds a permission, for pages that show or hide actions by it.
import { hasPermission, type Permission } from '@blck/contract';
import { useCurrentAdmin } from '../../features/auth/api/get-current-admin';

/** False until the current admin has loaded (the section gate waits for it, so pages rarely see that). */
export function usePermission(permission: Permission): boolean {
  const { data: me } = useCurrentAdmin();
  return me ? hasPermission(me.permissions, permission) : false;
}
