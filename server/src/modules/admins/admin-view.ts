// An admins row as the contract's Admin: the one shape both the admins repository and the sessions lookup return.
import type { Admin, Permission } from '@blck/contract';

export interface AdminRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_confirmed: boolean;
  is_active: boolean;
  registered_at: Date | null;
  permissions: string[];
  totp_secret: string | null;
  created_at: Date;
}

export const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isConfirmed: row.is_confirmed,
  isActive: row.is_active,
  isRegistered: row.registered_at !== null,
  twoFASecured: row.totp_secret !== null,
  permissions: row.permissions as Permission[],
  createdAt: new Date(row.created_at).toISOString(),
});
