// SQL of the sign-in path: sign-in attempts, lockout counters, password resets and registration tokens.
import type { Queryable } from '../../db/client';

export interface SigninAttempt {
  adminId: string;
  twoFa: boolean;
  codeHash: string | null;
  tries: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface SigninFailures {
  failures: number;
  lockLevel: number;
  lockedUntil: Date | null;
}

export interface PasswordReset {
  id: string;
  adminId: string;
  codeHash: string;
  tries: number;
  expiresAt: Date;
  tokenHash: string | null;
  tokenExpiresAt: Date | null;
  usedAt: Date | null;
}

const toReset = (row: Record<string, unknown>): PasswordReset => ({
  id: row.id as string,
  adminId: row.admin_id as string,
  codeHash: row.code_hash as string,
  tries: row.tries as number,
  expiresAt: new Date(row.expires_at as Date),
  tokenHash: (row.token_hash as string | null) ?? null,
  tokenExpiresAt: row.token_expires_at ? new Date(row.token_expires_at as Date) : null,
  usedAt: row.used_at ? new Date(row.used_at as Date) : null,
});

export const createAuthRepository = () => ({
  insertSigninAttempt: async (
    q: Queryable,
    attempt: { idHash: string; adminId: string; twoFa: boolean; codeHash: string | null; now: Date; expiresAt: Date },
  ) => {
    await q.query(
      `INSERT INTO signin_attempts (id_hash, admin_id, two_fa, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [attempt.idHash, attempt.adminId, attempt.twoFa, attempt.codeHash, attempt.expiresAt, attempt.now],
    );
  },

  findSigninAttemptForUpdate: async (q: Queryable, idHash: string): Promise<SigninAttempt | null> => {
    const [row] = await q.query<Record<string, unknown>>(
      'SELECT admin_id, two_fa, code_hash, tries, expires_at, used_at FROM signin_attempts WHERE id_hash = $1 FOR UPDATE',
      [idHash],
    );
    if (!row) return null;
    return {
      adminId: row.admin_id as string,
      twoFa: row.two_fa as boolean,
      codeHash: (row.code_hash as string | null) ?? null,
      tries: row.tries as number,
      expiresAt: new Date(row.expires_at as Date),
      usedAt: row.used_at ? new Date(row.used_at as Date) : null,
    };
  },

  countSigninAttemptTry: async (q: Queryable, idHash: string) => {
    await q.query('UPDATE signin_attempts SET tries = tries + 1 WHERE id_hash = $1', [idHash]);
  },

  useSigninAttempt: async (q: Queryable, idHash: string, now: Date) => {
    await q.query('UPDATE signin_attempts SET used_at = $2 WHERE id_hash = $1', [idHash, now]);
  },

  findFailuresForUpdate: async (q: Queryable, email: string, now: Date): Promise<SigninFailures> => {
    await q.query(`INSERT INTO signin_failures (email, updated_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING`, [
      email,
      now,
    ]);
    const [row] = await q.query<{ failures: number; lock_level: number; locked_until: Date | null }>(
      'SELECT failures, lock_level, locked_until FROM signin_failures WHERE email = $1 FOR UPDATE',
      [email],
    );
    return {
      failures: row?.failures ?? 0,
      lockLevel: row?.lock_level ?? 0,
      lockedUntil: row?.locked_until ? new Date(row.locked_until) : null,
    };
  },

  /** Reads the lock without creating or locking a row. */
  findLockedUntil: async (q: Queryable, email: string): Promise<Date | null> => {
    const [row] = await q.query<{ locked_until: Date | null }>(
      'SELECT locked_until FROM signin_failures WHERE email = $1',
      [email],
    );
    return row?.locked_until ? new Date(row.locked_until) : null;
  },

  saveFailures: async (q: Queryable, email: string, state: SigninFailures, now: Date) => {
    await q.query(
      `UPDATE signin_failures SET failures = $2, lock_level = $3, locked_until = $4, updated_at = $5 WHERE email = $1`,
      [email, state.failures, state.lockLevel, state.lockedUntil, now],
    );
  },

  clearFailures: async (q: Queryable, email: string) => {
    await q.query('DELETE FROM signin_failures WHERE email = $1', [email]);
  },

  insertPasswordReset: async (
    q: Queryable,
    reset: { id: string; adminId: string; codeHash: string; now: Date; expiresAt: Date },
  ) => {
    await q.query(`UPDATE password_resets SET used_at = $2 WHERE admin_id = $1 AND used_at IS NULL`, [
      reset.adminId,
      reset.now,
    ]);
    await q.query(
      `INSERT INTO password_resets (id, admin_id, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [reset.id, reset.adminId, reset.codeHash, reset.expiresAt, reset.now],
    );
  },

  /** The newest reset of this admin still waiting for its code. */
  findOpenPasswordResetForUpdate: async (q: Queryable, adminId: string): Promise<PasswordReset | null> => {
    const [row] = await q.query<Record<string, unknown>>(
      `SELECT * FROM password_resets WHERE admin_id = $1 AND used_at IS NULL AND token_hash IS NULL
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [adminId],
    );
    return row ? toReset(row) : null;
  },

  countPasswordResetTry: async (q: Queryable, id: string) => {
    await q.query('UPDATE password_resets SET tries = tries + 1 WHERE id = $1', [id]);
  },

  setPasswordResetToken: async (q: Queryable, id: string, tokenHash: string, tokenExpiresAt: Date) => {
    await q.query('UPDATE password_resets SET token_hash = $2, token_expires_at = $3 WHERE id = $1', [
      id,
      tokenHash,
      tokenExpiresAt,
    ]);
  },

  findPasswordResetByTokenForUpdate: async (q: Queryable, tokenHash: string): Promise<PasswordReset | null> => {
    const [row] = await q.query<Record<string, unknown>>(
      'SELECT * FROM password_resets WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
    return row ? toReset(row) : null;
  },

  usePasswordReset: async (q: Queryable, id: string, now: Date) => {
    await q.query('UPDATE password_resets SET used_at = $2 WHERE id = $1', [id, now]);
  },

  insertRegistrationToken: async (
    q: Queryable,
    token: { tokenHash: string; adminId: string; now: Date; expiresAt: Date },
  ) => {
    await q.query('UPDATE registration_tokens SET used_at = $2 WHERE admin_id = $1 AND used_at IS NULL', [
      token.adminId,
      token.now,
    ]);
    await q.query(
      `INSERT INTO registration_tokens (token_hash, admin_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
      [token.tokenHash, token.adminId, token.expiresAt, token.now],
    );
  },

  findRegistrationTokenForUpdate: async (
    q: Queryable,
    tokenHash: string,
  ): Promise<{ adminId: string; expiresAt: Date; usedAt: Date | null } | null> => {
    const [row] = await q.query<{ admin_id: string; expires_at: Date; used_at: Date | null }>(
      'SELECT admin_id, expires_at, used_at FROM registration_tokens WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
    );
    return row
      ? {
          adminId: row.admin_id,
          expiresAt: new Date(row.expires_at),
          usedAt: row.used_at ? new Date(row.used_at) : null,
        }
      : null;
  },

  useRegistrationToken: async (q: Queryable, tokenHash: string, now: Date) => {
    await q.query('UPDATE registration_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
  },

  deleteExpired: async (q: Queryable, now: Date) => {
    await q.query('DELETE FROM signin_attempts WHERE expires_at < $1', [now]);
    await q.query(`DELETE FROM password_resets WHERE expires_at < $1::timestamptz - interval '1 day'`, [now]);
  },
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
