// The server's auto-analyze where no autovacuum runs: a table that grew gets fresh planner statistics on the next
// round, one that did not is left alone, and the planner then reads the index it skipped while it thought the table
// empty; a running server does it on its own, on PGlite and on a PostgreSQL whose autovacuum is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ownsPlannerStatistics, refreshPlannerStatistics } from '../../src/db/statistics';
import { testDatabases } from '../support/databases';
import { createHarness } from '../support/harness';

const pglite = testDatabases().find((database) => database.name === 'pglite')!;
const ROWS = 20_000;

/**
 * Sends this connection's counts of rows written to the statistics at once (at its next transaction's end), as they
 * otherwise may go up to a second later, after an ANALYZE that then seems to have missed them.
 */
const flushCounters = (db: Db) => db.query('SELECT pg_stat_force_next_flush()');

/** ROWS captcha nonces, in one insert. */
const addNonces = (db: Db) =>
  db.query(
    `INSERT INTO captcha_nonces (nonce, expires_at)
       SELECT 'nonce-' || n, timestamptz '2026-11-24 00:00:00+00' + n * interval '1 second'
       FROM generate_series(1, ${ROWS}) AS n`,
  );

/** How many rows the planner's statistics say `captcha_nonces` holds. */
const estimatedNonces = async (db: Db) =>
  (await db.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'captcha_nonces'`))[0]!.n;

describe('planner statistics on PGlite', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await pglite.create());
    await flushCounters(db);
    await db.query('ANALYZE');
  });
  afterAll(() => drop());

  it('analyzes the tables that grew since their last statistics, and only those', async () => {
    expect(await refreshPlannerStatistics(db)).toEqual([]);
    await addNonces(db);
    await flushCounters(db);
    expect(await estimatedNonces(db)).toBeLessThan(ROWS / 10);

    expect(await refreshPlannerStatistics(db)).toEqual(['captcha_nonces']);
    expect(await estimatedNonces(db)).toBe(ROWS);
    expect(await refreshPlannerStatistics(db)).toEqual([]);
  });

  it('analyzes a table filled and then indexed, whose page count the index build already brought up to date', async () => {
    await db.query('CREATE TABLE filled_then_indexed (n int, label text)');
    expect(await refreshPlannerStatistics(db)).toEqual([]);
    await db.query(`INSERT INTO filled_then_indexed SELECT n, 'label ' || n FROM generate_series(1, ${ROWS}) AS n`);
    await db.query('CREATE INDEX filled_then_indexed_n_idx ON filled_then_indexed (n)');
    await flushCounters(db);
    const columnsWithStatistics = async () =>
      (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'filled_then_indexed'`)
      )[0]!.n;
    expect(await columnsWithStatistics()).toBe(0);

    expect(await refreshPlannerStatistics(db)).toEqual(['filled_then_indexed']);
    expect(await columnsWithStatistics()).toBe(2);
    expect(await refreshPlannerStatistics(db)).toEqual([]);
  });

  it('lets the planner find a few rows by the index instead of reading the whole table', async () => {
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT nonce FROM captcha_nonces WHERE expires_at < timestamptz '2026-11-24 00:00:10+00'`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe.each(testDatabases())('a running server keeps the statistics where no autovacuum does ($name)', (database) => {
  it('analyzes a table that grew while it runs, and says so at start on PostgreSQL', async () => {
    const h = await createHarness(database, {}, { statisticsRefreshMs: 25 });
    try {
      const autovacuum =
        database.name === 'postgres'
          ? (await h.db.query<{ setting: string }>(`SELECT current_setting('autovacuum') AS setting`))[0]!.setting
          : null;
      const warned = h.logText().includes('PostgreSQL autovacuum is off');
      expect(await ownsPlannerStatistics(h.db)).toBe(autovacuum !== 'on');
      expect(warned).toBe(autovacuum === 'off');
      // With autovacuum on, PostgreSQL analyzes on its own schedule: nothing of the server's to wait for.
      if (autovacuum === 'on') return;

      await h.db.query('ANALYZE captcha_nonces');
      await addNonces(h.db);
      expect(await estimatedNonces(h.db)).toBeLessThan(ROWS / 10);
      await expect.poll(() => estimatedNonces(h.db), { timeout: 60_000, interval: 50 }).toBe(ROWS);
    } finally {
      await h.close();
    }
  });
});
