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
