// Migration 0032 on a database that already holds investors: its backfill counts the live ones per UTC creation day
// and status (removed ones not at all; a day cut at midnight UTC, whatever the offset written or the session's time
// zone), the kept per-status counts stay as they were, and the triggers it installs keep both right from then on.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { testDatabases } from '../support/databases';

const DAY_COUNTS = '0032_investor_day_counts';
const FAR_FROM_UTC = 'Pacific/Kiritimati';

describe.each(testDatabases())('the creation-day counts backfilled on $name', (database) => {
  it('counts the investors that exist when 0032 runs, and follows every change after it', async () => {
    const { db, drop } = await database.create(loadMigrations().filter((m) => m.name < DAY_COUNTS));
    try {
      const insert = (
        rows: Array<{ number: string; status: string; createdAt: string; removed?: boolean }>,
        q: Queryable = db,
      ) =>
        q.query(
          `INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
             interest_rate, reward_bonus, contact_email, payment_type, status, reviewed_at, created_at, updated_at,
             removed_at)
           SELECT gen_random_uuid(), 'Backfill ' || number, number, 'Street', 'individual', '', 1, 0,
             lower(number) || '@example.com', 'fiat', status, CASE WHEN status <> 'pending' THEN now() END, created_at,
             now(), CASE WHEN removed THEN now() END
           FROM jsonb_to_recordset($1::jsonb) AS r(number text, status text, created_at timestamptz, removed boolean)`,
          [JSON.stringify(rows.map((row) => ({ removed: false, ...row, created_at: row.createdAt })))],
        );
      await insert([
        // 23:30 on 1 March at UTC-2 is 01:30 on 2 March in UTC: counted on the 2nd.
        { number: 'BF-1', status: 'pending', createdAt: '2025-03-01T23:30:00-02:00' },
        { number: 'BF-2', status: 'pending', createdAt: '2025-03-01T23:59:59.999Z' },
        { number: 'BF-3', status: 'pending', createdAt: '2025-03-02T00:00:00Z' },
        { number: 'BF-4', status: 'active', createdAt: '2025-03-01T12:00:00Z' },
        { number: 'BF-5', status: 'active', createdAt: '2025-03-01T12:00:01Z' },
        { number: 'BF-6', status: 'cancelled', createdAt: '2025-03-03T08:00:00+05:00' },
        { number: 'BF-7', status: 'active', createdAt: '2025-03-01T09:00:00Z', removed: true },
        { number: 'BF-8', status: 'pending', createdAt: '2025-03-04T09:00:00Z', removed: true },
      ]);
      const perStatus = async () => ({
        kept: await db.query(
          'SELECT status, sum(investors)::int AS n FROM investor_counts GROUP BY 1 HAVING sum(investors) <> 0 ORDER BY 1',
        ),
        counted: await db.query(
          'SELECT status, count(*)::int AS n FROM investors WHERE removed_at IS NULL GROUP BY 1 ORDER BY 1',
        ),
      });
      const before = await perStatus();
      expect(before.kept).toEqual(before.counted);

      // The migration runs in a session far from UTC (UTC+14), whose time zone the days must not follow.
      const [dayCounts, ...rest] = loadMigrations().filter((m) => m.name >= DAY_COUNTS);
      expect(dayCounts!.name).toBe(DAY_COUNTS);
      const inKiritimati = { ...dayCounts!, sql: `SET LOCAL TIME ZONE '${FAR_FROM_UTC}';\n${dayCounts!.sql}` };
      expect(await migrate(db, [inKiritimati, ...rest])).toContain(DAY_COUNTS);

      const kept = () =>
        db.query<{ day: string; status: string; n: number }>(
          `SELECT day::text, status, sum(investors)::int AS n FROM investor_day_counts
           GROUP BY 1, 2 HAVING sum(investors) <> 0 ORDER BY 1, 2`,
        );
      const counted = () =>
        db.query<{ day: string; status: string; n: number }>(
          `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, status, count(*)::int AS n FROM investors
           WHERE removed_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
        );
      expect(await kept()).toEqual([
        { day: '2025-03-01', status: 'active', n: 2 },
        { day: '2025-03-01', status: 'pending', n: 1 },
        { day: '2025-03-02', status: 'pending', n: 2 },
        { day: '2025-03-03', status: 'cancelled', n: 1 },
      ]);
      expect((await perStatus()).kept).toEqual(before.kept);

      // After the migration its triggers keep the days, in that time zone too: a new investor, a review, a removal, a
      // restored one.
      await db.transaction(async (tx) => {
        await tx.query(`SET LOCAL TIME ZONE '${FAR_FROM_UTC}'`);
        await insert([{ number: 'BF-9', status: 'pending', createdAt: '2025-03-04T10:00:00Z' }], tx);
        await tx.query(`UPDATE investors SET status = 'active', reviewed_at = now() WHERE investor_number = 'BF-3'`);
        await tx.query(`UPDATE investors SET removed_at = now() WHERE investor_number = 'BF-4'`);
        await tx.query(`UPDATE investors SET removed_at = NULL WHERE investor_number = 'BF-8'`);
      });
      expect(await kept()).toEqual(await counted());
      const after = await perStatus();
      expect(after.kept).toEqual(after.counted);
      expect(await kept()).toEqual([
        { day: '2025-03-01', status: 'active', n: 1 },
        { day: '2025-03-01', status: 'pending', n: 1 },
        { day: '2025-03-02', status: 'active', n: 1 },
        { day: '2025-03-02', status: 'pending', n: 1 },
        { day: '2025-03-03', status: 'cancelled', n: 1 },
        { day: '2025-03-04', status: 'pending', n: 2 },
      ]);
    } finally {
      await drop();
    }
  });
});
