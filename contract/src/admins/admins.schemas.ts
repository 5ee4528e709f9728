// The administrator as every call returns it (SPEC §3): never a password, hash or secret.
import { z } from 'zod';
import { EmailSchema, TimestampSchema, UuidSchema } from '../common/fields';
import { PermissionListSchema } from '../permissions/permissions';

export const AdminSchema = z.object({
  id: UuidSchema,
  email: EmailSchema,
  firstName: z.string(),
  lastName: z.string(),
  isConfirmed: z.boolean(),
  isActive: z.boolean(),
  /** True once the admin finished registration from the link and chose a password. */
  isRegistered: z.boolean(),
  twoFASecured: z.boolean(),
  permissions: PermissionListSchema,
  createdAt: TimestampSchema,
});
export type Admin = z.infer<typeof AdminSchema>;

/**
 * Where an administrator stands in onboarding, from the stored flags: `invited` (the link is out, not registered),
 * `awaiting_confirmation` (registered, not confirmed), `active` (confirmed and active: may sign in), `deactivated`
 * (confirmed, not active).
 */
export const ADMIN_STATUSES = ['invited', 'awaiting_confirmation', 'active', 'deactivated'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const adminStatusOf = (admin: Pick<Admin, 'isRegistered' | 'isConfirmed' | 'isActive'>): AdminStatus => {
  if (!admin.isRegistered) return 'invited';
  if (!admin.isConfirmed) return 'awaiting_confirmation';
  return admin.isActive ? 'active' : 'deactivated';
};

/** The realtime notice `admin:registered` (REALTIME_EVENTS.adminRegistered), sent only to holders of admins.manage. */
export const AdminRegisteredNoticeSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AdminRegisteredNotice = z.infer<typeof AdminRegisteredNoticeSchema>;
