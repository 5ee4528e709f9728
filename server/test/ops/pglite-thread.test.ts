// PGlite runs its statements in a thread of its own (db/pglite-worker.ts): the event loop reads other requests and
// flushes answers while a statement runs and between the statements of a chain, and callers keep their order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, prepared, type Db } from '../../src/db/client';

describe('PGlite statements run beside the event loop', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb();
  });
  afterAll(() => db.close());

  /** Runs `steps` one after another, noting when each ends, while an I/O callback is waiting to run. */
  const chainBeside = async (steps: readonly (() => Promise<unknown>)[]) => {
    const log: string[] = [];
    setImmediate(() => log.push('io'));
    for (const [index, step] of steps.entries()) {
      await step();
      log.push(`step ${index}`);
    }
    return log;
  };

  it('lets waiting I/O run before the second of a chain of statements (PGlite answers them without a turn)', async () => {
    const log = await chainBeside(Array.from({ length: 6 }, () => () => db.query('SELECT 1')));
    expect(log.indexOf('io')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('io')).toBeLessThan(log.indexOf('step 1'));
  });

  it('lets the event loop turn while a statement runs', async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    // Some hundreds of milliseconds of PGlite's own work, during which this thread would have stood still.
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 2000000)');
    running = false;
    expect(row!.n).toBe(2_000_000);
    expect(turns).toBeGreaterThan(100);
  });

  it('refuses a parameter that cannot cross to the thread, and goes on answering', async () => {
    await expect(db.query('SELECT $1::text AS t', [() => 'a function'])).rejects.toThrow(/could not be cloned/i);
    expect(await db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
  });

  it('hands back a refusal with its SQLSTATE and constraint, and a transaction that failed left nothing', async () => {
    await db.query('CREATE TABLE crossing (id int PRIMARY KEY)');
    await db.query('INSERT INTO crossing VALUES (1)');
    await expect(db.query('INSERT INTO crossing VALUES (1)')).rejects.toMatchObject({
      code: '23505',
      constraint: 'crossing_pkey',
    });
    await expect(
      db.transactionWithFinalWrite(async (tx) => {
        await tx.query('INSERT INTO crossing VALUES (2)');
        return { result: null, finalWrite: { sql: 'INSERT INTO crossing VALUES (1)', params: [] } };
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query<{ id: number }>('SELECT id FROM crossing ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('rolls back a transaction whose final write cannot cross, and the database goes on answering', async () => {
    await expect(
      db.transactionWithFinalWrite(async (tx) => {
        await tx.query('INSERT INTO crossing VALUES (3)');
        return { result: null, finalWrite: { sql: 'INSERT INTO crossing VALUES ($1)', params: [() => 4] } };
      }),
    ).rejects.toThrow(/could not be cloned/i);
    expect(await db.query<{ id: number }>('SELECT id FROM crossing ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('keeps the statements of concurrent callers in the order they asked', async () => {
    const answered: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        db.query<{ n: number }>(prepared('SELECT $1::int AS n'), [n]).then(([row]) => answered.push(row!.n)),
      ),
    );
    expect(answered).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
