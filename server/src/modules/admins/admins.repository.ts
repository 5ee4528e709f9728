// SQL of the admins table; rows leave here already shaped as the contract's Admin or as credentials.
import type { Admin, AdminExportQuery, AdminFilter, AdminListQuery, AdminStatus, Permission } from '@blck/contract';
import { prepared, type Queryable } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryPage } from '../../db/page-window';
import { toAdmin, type AdminRow } from './admin-view';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';

/** What sign-in needs beyond the public shape; never leaves the server. */
export interface AdminCredentials {
  admin: Admin;
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

const ADMIN_COLUMNS = `id, email, first_name, last_name, is_confirmed, is_active, registered_at, permissions,
  totp_secret, created_at`;

export interface NewAdmin {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isConfirmed: boolean;
  isActive: boolean;
  registeredAt: Date | null;
  permissions: readonly Permission[];
  now: Date;
}

const SORT_COLUMNS: Record<AdminListQuery['sort'], string> = {
  createdAt: 'created_at',
  email: 'lower(email)',
  firstName: 'lower(first_name)',
  lastName: 'lower(last_name)',
};

const SEARCH_EXPRESSION = `lower(email || ' ' || first_name || ' ' || last_name)`;

/** The list's sort key (`SORT_COLUMNS`, then the id), typed for a keyset walk. */
const sortKey = (sort: AdminListQuery['sort']): KeyPart[] => [
  { expression: SORT_COLUMNS[sort], type: sort === 'createdAt' ? 'timestamptz' : 'text' },
  { expression: 'id', type: 'uuid' },
];

/**
 * The onboarding status as conditions on the flags, exactly the contract's `adminStatusOf` (a partition); the confirmed
 * and active indexes of 0012 serve them.
 */
const STATUS_CONDITIONS: Record<AdminStatus, string> = {
  invited: 'registered_at IS NULL',
  awaiting_confirmation: 'registered_at IS NOT NULL AND NOT is_confirmed',
  active: 'registered_at IS NOT NULL AND is_confirmed AND is_active',
  deactivated: 'registered_at IS NOT NULL AND is_confirmed AND NOT is_active',
};

/** WHERE conditions of the search (email or name) and the filters (active, confirmed, status). */
const filterConditions = (filter: AdminFilter & { search?: string | undefined }, params: unknown[]): string[] => {
  const conditions: string[] = [];
  if (filter.search) conditions.push(`${SEARCH_EXPRESSION} LIKE $${params.push(containsPattern(filter.search))}`);
  if (filter.isActive) conditions.push(`is_active = $${params.push(filter.isActive === 'true')}`);
  if (filter.isConfirmed) conditions.push(`is_confirmed = $${params.push(filter.isConfirmed === 'true')}`);
  if (filter.status) conditions.push(`(${STATUS_CONDITIONS[filter.status]})`);
  return conditions;
};

export const createAdminsRepository = () => ({
  /** One page of admins under the search and filters, with the total. */
  list: async (q: Queryable, query: AdminListQuery & { search?: string }) => {
    const params: unknown[] = [];
    const conditions = filterConditions(query, params);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = query.order === 'desc' ? 'DESC' : 'ASC';
    const count = `SELECT count(*)::int AS n FROM admins ${where}`;
    const [rows, [counted]] = await Promise.all([
      queryPage<AdminRow>(
        q,
        `SELECT ${ADMIN_COLUMNS} FROM admins ${where} ORDER BY ${SORT_COLUMNS[query.sort]} ${order}, id ${order}`,
        params,
        query,
        Boolean(query.search),
      ),
      // Prepared like the page, unless a text search is among the conditions (see `queryPage`).
      q.query<{ n: number }>(query.search ? count : prepared(count), params),
    ]);
    return { admins: rows.map(toAdmin), total: counted?.n ?? 0 };
  },

  /** The next `limit` admins of the list's order after `after` (a keyset walk), for the CSV export. */
  listAfter: async (q: Queryable, query: AdminExportQuery, after: KeysetCursor | null, limit: number) => {
    const params: unknown[] = [];
    const key = sortKey(query.sort);
    const conditions = filterConditions(query, params);
    if (after) conditions.push(keysetAfter(key, after, query.order, params));
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = await q.query<AdminRow & Record<string, unknown>>(
      `SELECT ${ADMIN_COLUMNS}, ${keysetColumns(key)} FROM admins ${where}
       ORDER BY ${keysetOrderBy(key, query.order)} LIMIT ${limit}`,
      params,
    );
    return rows.map((row) => ({ admin: toAdmin(row), cursor: keysetCursorOf(row, key) }));
  },

  findByIdForUpdate: async (q: Queryable, id: string): Promise<Admin | null> => {
    const [row] = await q.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM admins WHERE id = $1 FOR UPDATE`, [id]);
    return row ? toAdmin(row) : null;
  },

  findByEmailForUpdate: async (q: Queryable, email: string): Promise<Admin | null> => {
    const [row] = await q.query<AdminRow>(
      `SELECT ${ADMIN_COLUMNS} FROM admins WHERE lower(email) = lower($1) FOR UPDATE`,
      [email],
    );
    return row ? toAdmin(row) : null;
  },

  /** Locks and returns the ids of the active, confirmed admins who hold admins.manage. */
  lockActiveManagers: async (q: Queryable): Promise<string[]> => {
    const rows = await q.query<{ id: string }>(
      `SELECT id FROM admins WHERE is_active AND is_confirmed AND 'admins.manage' = ANY (permissions) ORDER BY id FOR UPDATE`,
    );
    return rows.map((row) => row.id);
  },

  setStatus: async (q: Queryable, id: string, status: { isConfirmed: boolean; isActive: boolean }, now: Date) => {
    const [row] = await q.query<AdminRow>(
      `UPDATE admins SET is_confirmed = $2, is_active = $3, updated_at = $4, version = version + 1 WHERE id = $1
       RETURNING ${ADMIN_COLUMNS}`,
      [id, status.isConfirmed, status.isActive, now],
    );
    return toAdmin(row!);
  },

  setPermissions: async (q: Queryable, id: string, permissions: readonly Permission[], now: Date) => {
    const [row] = await q.query<AdminRow>(
      `UPDATE admins SET permissions = $2::text[], updated_at = $3, version = version + 1 WHERE id = $1
       RETURNING ${ADMIN_COLUMNS}`,
      [id, permissions, now],
    );
    return toAdmin(row!);
  },

  removeTotp: async (q: Queryable, id: string, now: Date) => {
    const [row] = await q.query<AdminRow>(
      `UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, updated_at = $2,
         version = version + 1 WHERE id = $1 RETURNING ${ADMIN_COLUMNS}`,
      [id, now],
    );
    return toAdmin(row!);
  },

  count: async (q: Queryable) => {
    const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM admins');
    return row?.n ?? 0;
  },

  insert: async (q: Queryable, admin: NewAdmin): Promise<Admin> => {
    const [row] = await q.query<AdminRow>(
      `INSERT INTO admins (id, email, password_hash, first_name, last_name, is_confirmed, is_active, registered_at,
         permissions, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $10)
       RETURNING ${ADMIN_COLUMNS}`,
      [
        admin.id,
        admin.email,
        admin.passwordHash,
        admin.firstName,
        admin.lastName,
        admin.isConfirmed,
        admin.isActive,
        admin.registeredAt,
        admin.permissions,
        admin.now,
      ],
    );
    return toAdmin(row!);
  },

  findById: async (q: Queryable, id: string): Promise<Admin | null> => {
    const [row] = await q.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM admins WHERE id = $1`, [id]);
    return row ? toAdmin(row) : null;
  },

  existsByEmail: async (q: Queryable, email: string): Promise<boolean> => {
    const rows = await q.query('SELECT 1 FROM admins WHERE lower(email) = lower($1)', [email]);
    return rows.length > 0;
  },

  findCredentialsByEmail: async (q: Queryable, email: string, forUpdate = false): Promise<AdminCredentials | null> => {
    const [row] = await q.query<AdminRow & { password_hash: string; totp_pending_secret: string | null }>(
      `SELECT ${ADMIN_COLUMNS}, password_hash, totp_pending_secret FROM admins WHERE lower(email) = lower($1)
       ${forUpdate ? 'FOR UPDATE' : ''}`,
      [email],
    );
    return row ? toCredentials(row) : null;
  },

  findCredentialsById: async (q: Queryable, id: string, forUpdate = false): Promise<AdminCredentials | null> => {
    const [row] = await q.query<AdminRow & { password_hash: string; totp_pending_secret: string | null }>(
      `SELECT ${ADMIN_COLUMNS}, password_hash, totp_pending_secret FROM admins WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row ? toCredentials(row) : null;
  },

  setPassword: async (q: Queryable, id: string, passwordHash: string, now: Date) => {
    await q.query('UPDATE admins SET password_hash = $2, updated_at = $3, version = version + 1 WHERE id = $1', [
      id,
      passwordHash,
      now,
    ]);
  },

  finishRegistration: async (q: Queryable, id: string, passwordHash: string, now: Date) => {
    await q.query(
      `UPDATE admins SET password_hash = $2, registered_at = $3, updated_at = $3, version = version + 1 WHERE id = $1`,
      [id, passwordHash, now],
    );
  },

  setPendingTotpSecret: async (q: Queryable, id: string, secret: string, now: Date) => {
    await q.query('UPDATE admins SET totp_pending_secret = $2, updated_at = $3 WHERE id = $1', [id, secret, now]);
  },

  /** Moves the pending secret into place and records the step its first code used. */
  enableTotp: async (q: Queryable, id: string, step: number, now: Date): Promise<Admin> => {
    const [row] = await q.query<AdminRow>(
      `UPDATE admins SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2,
         updated_at = $3, version = version + 1
       WHERE id = $1 AND totp_pending_secret IS NOT NULL RETURNING ${ADMIN_COLUMNS}`,
      [id, step, now],
    );
    return toAdmin(row!);
  },

  /** Records a used TOTP step; false when that step (or a later one) was already used. */
  claimTotpStep: async (q: Queryable, id: string, step: number): Promise<boolean> => {
    const rows = await q.query(
      `UPDATE admins SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
       RETURNING id`,
      [id, step],
    );
    return rows.length === 1;
  },
});

const toCredentials = (
  row: AdminRow & { password_hash: string; totp_pending_secret: string | null },
): AdminCredentials => ({
  admin: toAdmin(row),
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpPendingSecret: row.totp_pending_secret,
});

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
