// SQL of signed-in sessions: stored by keyed token hash, with the binding hash beside it.
import { prepared, type Queryable, type Statement } from '../../db/client';
import { riderColumn } from '../../db/statement';
import { RELAXED_COMMIT_CTE, rateHitsSql, type RateHit } from '../../db/stores';
import { toAdmin } from '../admins/admin-view';
import type { Admin } from '@blck/contract';

export interface SessionLookup {
  admin: Admin;
  bindingHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  reauthenticatedAt: Date | null;
}

const LOOKUP_COLUMNS = `s.binding_hash, s.last_seen_at, s.expires_at, s.reauthenticated_at,
  a.id, a.email, a.first_name, a.last_name, a.is_confirmed, a.is_active, a.registered_at, a.permissions, a.totp_secret,
  a.created_at`;

const toLookup = (row: Record<string, unknown>): SessionLookup => ({
  admin: toAdmin(row as unknown as Parameters<typeof toAdmin>[0]),
  bindingHash: row.binding_hash as string,
  lastSeenAt: new Date(row.last_seen_at as Date),
  expiresAt: new Date(row.expires_at as Date),
  reauthenticatedAt: row.reauthenticated_at ? new Date(row.reauthenticated_at as Date) : null,
});

export const createSessionsRepository = () => ({
  insert: async (
    q: Queryable,
    session: {
      tokenHash: string;
      bindingHash: string;
      adminId: string;
      now: Date;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    },
  ) => {
    await q.query(
      `INSERT INTO sessions (token_hash, binding_hash, admin_id, created_at, last_seen_at, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
      [
        session.tokenHash,
        session.bindingHash,
        session.adminId,
        session.now,
        session.expiresAt,
        session.ip,
        session.userAgent,
      ],
    );
  },

  /**
   * The live session of this token with its admin, or null when revoked or unknown; and what `rider` (another
   * module's read, carried in the same statement) read, or undefined without one.
   */
  findActive: async (
    q: Queryable,
    tokenHash: string,
    rider?: Statement | null,
  ): Promise<{ lookup: SessionLookup | null; carried: unknown }> => {
    const [row] = await q.query<Record<string, unknown>>(
      prepared(`SELECT ${LOOKUP_COLUMNS}${rider ? `, ${riderColumn(rider, 1, 'rider')}` : ''}
       FROM (SELECT 1) one LEFT JOIN (sessions s JOIN admin_accounts a ON a.id = s.admin_id)
         ON s.token_hash = $1 AND s.revoked_at IS NULL`),
      [tokenHash, ...(rider?.params ?? [])],
    );
    return { lookup: row?.binding_hash ? toLookup(row) : null, carried: rider ? row!.rider : undefined };
  },

  /**
   * `findActive` for several requests at once that also counts their hits of the per-IP limit, in one statement and
   * without a WAL flush wait: each request's hit counted in its window (the same window's in their order, as if one
   * after the other) and its token's session looked up; one answer per request, in the order given, `hits` being the
   * count so far in its window. Outside any transaction only (the pool, or `Db.pipeline`).
   */
  findActiveCountingHits: async (
    q: Queryable,
    requests: readonly { tokenHash: string; hit: RateHit }[],
  ): Promise<{ lookup: SessionLookup | null; hits: number }[]> => {
    const rows = await q.query<Record<string, unknown>>(
      prepared(`WITH ${RELAXED_COMMIT_CTE},
       wanted AS (
         SELECT w.ord, w.token_hash, w.key, w.window_start,
                row_number() OVER same_window - count(*) OVER same_window AS behind
         FROM jsonb_to_recordset($1::jsonb) AS w(ord int, token_hash text, key text, window_start timestamptz)
         WINDOW same_window AS (PARTITION BY w.key, w.window_start ORDER BY w.ord
                                ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
       ),
       hit AS (${rateHitsSql('wanted')})
       SELECT w.ord, (hit.count + w.behind)::int AS hits, ${LOOKUP_COLUMNS}
       FROM relaxed, wanted w JOIN hit ON hit.key = w.key AND hit.window_start = w.window_start
         LEFT JOIN (sessions s JOIN admin_accounts a ON a.id = s.admin_id)
           ON s.token_hash = w.token_hash AND s.revoked_at IS NULL
       ORDER BY w.ord`),
      [
        JSON.stringify(
          requests.map(({ tokenHash, hit }, ord) => ({
            ord,
            token_hash: tokenHash,
            key: hit.key,
            window_start: hit.windowStart.toISOString(),
          })),
        ),
      ],
    );
    return rows.map((row) => ({
      lookup: row.binding_hash ? toLookup(row) : null,
      hits: row.hits as number,
    }));
  },

  /** Where `session_generation` (0020) stands: it moves on every change of a session or an admin. */
  generation: async (q: Queryable): Promise<string> => {
    const [row] = await q.query<{ generation: string }>(
      // The sequence's value without scanning it (a scan asks the file for its size every time).
      prepared(`SELECT coalesce(pg_sequence_last_value('session_generation'), 0)::text AS generation`),
    );
    return row!.generation;
  },

  /** The state of several sessions, for the realtime sweep; a token hash without a row is not returned. */
  findStates: async (
    q: Queryable,
    tokenHashes: readonly string[],
  ): Promise<{ tokenHash: string; revoked: boolean; lastSeenAt: Date; expiresAt: Date; adminActive: boolean }[]> => {
    const rows = await q.query<{
      token_hash: string;
      revoked: boolean;
      last_seen_at: Date;
      expires_at: Date;
      admin_active: boolean;
    }>(
      `SELECT s.token_hash, s.revoked_at IS NOT NULL AS revoked, s.last_seen_at, s.expires_at,
              a.is_active AND a.is_confirmed AS admin_active
       FROM sessions s JOIN admin_accounts a ON a.id = s.admin_id WHERE s.token_hash = ANY($1::text[])`,
      [tokenHashes],
    );
    return rows.map((row) => ({
      tokenHash: row.token_hash,
      revoked: row.revoked,
      lastSeenAt: new Date(row.last_seen_at),
      expiresAt: new Date(row.expires_at),
      adminActive: row.admin_active,
    }));
  },

  touch: async (q: Queryable, tokenHash: string, now: Date) => {
    await q.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [
      tokenHash,
      now,
    ]);
  },

  setReauthenticated: async (q: Queryable, tokenHash: string, now: Date) => {
    await q.query('UPDATE sessions SET reauthenticated_at = $2 WHERE token_hash = $1', [tokenHash, now]);
  },

  revoke: async (q: Queryable, tokenHash: string, now: Date) => {
    await q.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
  },

  /** Revokes every session of an admin; returns how many were live. */
  revokeAllOfAdmin: async (q: Queryable, adminId: string, now: Date): Promise<number> => {
    const rows = await q.query(
      'UPDATE sessions SET revoked_at = $2 WHERE admin_id = $1 AND revoked_at IS NULL RETURNING 1',
      [adminId, now],
    );
    return rows.length;
  },

  deleteExpired: async (q: Queryable, now: Date) => {
    await q.query("DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1::timestamptz - interval '1 day'", [
      now,
    ]);
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
