// The signed-in admin as the admins pages need them: id, whether they manage admins, whether they have 2FA.
import { hasPermission } from '@blck/contract';
import { useCurrentAdmin } from '../../../features/auth/api/get-current-admin';
import type { Viewer } from '../../../features/admins/components/AdminActions';

/** Null until the current admin has loaded (the section gate waits for it, so pages rarely see null). */
export function useViewer(): Viewer | null {
  const { data: me } = useCurrentAdmin();
  if (!me) return null;
  return { id: me.id, canManage: hasPermission(me.permissions, 'admins.manage'), twoFASecured: me.twoFASecured };
}
