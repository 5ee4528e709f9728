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

/** A guess counted before it is evaluated; `lockedUntil` is set when this guess started the lock. */
export interface AttemptReservation {
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

  /**
   * Reserves one guess for the address before it is evaluated, in one statement: the guess counts as a failure
   * at once, and the one that reaches `limit` starts the lock. Answers null while the address is locked, so
   * concurrent guesses beyond the limit are never evaluated. Row locks serialise concurrent reservations.
   */
  reserveAttempt: async (
    q: Queryable,
    email: string,
    now: Date,
    limits: { failuresBeforeLock: number; firstLockMs: number; maxLockMs: number },
  ): Promise<AttemptReservation | null> => {
    const [row] = await q.query<{ failures: number; lock_level: number; locked_until: Date | null }>(
      `INSERT INTO signin_failures AS f (email, failures, lock_level, locked_until, updated_at)
       VALUES ($1, 1, 0, NULL, $2)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN f.failures + 1 >= $3 THEN 0 ELSE f.failures + 1 END,
         lock_level = CASE WHEN f.failures + 1 >= $3 THEN f.lock_level + 1 ELSE f.lock_level END,
         locked_until = CASE WHEN f.failures + 1 >= $3
           THEN $2::timestamptz + interval '1 millisecond' * LEAST($4::float8 * power(2, f.lock_level), $5::float8)
           ELSE f.locked_until END,
         updated_at = $2
       WHERE f.locked_until IS NULL OR f.locked_until <= $2
       RETURNING failures, lock_level, locked_until`,
      [email, now, limits.failuresBeforeLock, limits.firstLockMs, limits.maxLockMs],
    );
    if (!row) return null;
    const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
    return { lockLevel: row.lock_level, lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null };
  },

  /** Gives back a reservation whose guess was right: one failure less, or the lock it started undone. */
  releaseAttempt: async (q: Queryable, email: string, reservation: AttemptReservation, failuresBeforeLock: number) => {
    if (reservation.lockedUntil) {
      await q.query(
        `UPDATE signin_failures SET failures = $3, lock_level = lock_level - 1, locked_until = NULL
         WHERE email = $1 AND lock_level = $2 AND failures = 0 AND locked_until IS NOT NULL`,
        [email, reservation.lockLevel, failuresBeforeLock - 1],
      );
    } else {
      await q.query('UPDATE signin_failures SET failures = failures - 1 WHERE email = $1 AND failures > 0', [email]);
    }
  },

  /** Reads the lock without creating or locking a row. */
  findLockedUntil: async (q: Queryable, email: string): Promise<Date | null> => {
    const [row] = await q.query<{ locked_until: Date | null }>(
      'SELECT locked_until FROM signin_failures WHERE email = $1',
      [email],
    );
    return row?.locked_until ? new Date(row.locked_until) : null;
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
