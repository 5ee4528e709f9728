// Small shared stores every instance must see: server secrets, captcha nonces, per-IP rate counters (in memory on
// PGlite, whose process is the only instance).
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from './client';

/** Returns the named secret, creating it once for all instances when it does not exist yet. */
export const getOrCreateSecret = async (q: Queryable, name: string): Promise<string> => {
  await q.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await q.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return row!.value;
};

/** Records a captcha nonce; false when it was already used. */
export const claimCaptchaNonce = async (q: Queryable, nonce: string, expiresAt: Date): Promise<boolean> => {
  const rows = await q.query(
    'INSERT INTO captcha_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING 1',
    [nonce, expiresAt],
  );
  return rows.length === 1;
};

/** One request counted in a fixed window of the per-IP limit. */
export interface RateHit {
  key: string;
  windowStart: Date;
}

/** SQL that counts a hit and returns `count`; `$key` and `$window` name its two parameters. */
export const rateHitSql = (key: string, window: string) =>
  `INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${window}, 1)
   ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1 RETURNING count`;

/**
 * Counts the hits of several requests at once: one per row of `requests` (a relation with `key` and `window_start`
 * columns), added to each window's count in one row update; returns each window's `key`, `window_start` and `count`
 * after them.
 */
export const rateHitsSql = (requests: string) =>
  `INSERT INTO rate_limits (key, window_start, count)
   SELECT key, window_start, count(*) FROM ${requests} GROUP BY key, window_start ORDER BY key, window_start
   ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + excluded.count
   RETURNING key, window_start, count`;

/**
 * A CTE that turns off the wait for the WAL flush at the commit of the statement's own (implicit) transaction only:
 * counting a request need not wait for the disk, and a crash loses at most the last fraction of a second of counts.
 * The statement must read from it (`FROM relaxed, …`) for it to run, and must run on its own, on the pool (`Db`) or in
 * a `Db.pipeline`, never inside a transaction, whose money, sessions or audit events would then lose their durability
 * too.
 */
export const RELAXED_COMMIT_CTE = `relaxed AS (SELECT set_config('synchronous_commit', 'off', true))`;

/** Counts one hit in the fixed window and returns the count so far. */
export const hitRateLimit = async (q: Db, hit: RateHit): Promise<number> => {
  const [row] = await q.query<{ count: number }>(
    `WITH ${RELAXED_COMMIT_CTE}, hit AS (${rateHitSql('$1', '$2')}) SELECT hit.count FROM relaxed, hit`,
    [hit.key, hit.windowStart],
  );
  return row!.count;
};

/**
 * The per-IP counts of the same fixed windows kept in this process instead of the table: for PGlite, whose process
 * is the only instance, so counting a request needs no write. A new window drops the older ones.
 */
export interface MemoryRateCounter {
  hit(hit: RateHit): number;
}

export const createMemoryRateCounter = (): MemoryRateCounter => {
  let newest = Number.NEGATIVE_INFINITY;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit: ({ key, windowStart }) => {
      const start = windowStart.getTime();
      if (start > newest) {
        newest = start;
        for (const [id, window] of windows) if (window.start < start) windows.delete(id);
      }
      const id = `${start} ${key}`;
      const window = windows.get(id) ?? { start, count: 0 };
      window.count += 1;
      windows.set(id, window);
      return window.count;
    },
  };
};

export const deleteExpiredStores = async (q: Queryable, now: Date) => {
  await q.query('DELETE FROM captcha_nonces WHERE expires_at < $1', [now]);
  await q.query(`DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '10 minutes'`, [now]);
};
