// PGlite runs its statements in a thread of its own (db/pglite-worker.ts): the event loop reads other requests and
// flushes answers while a statement runs and between the statements of a chain, and callers keep their order.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, prepared, type Db } from '../../src/db/client';
import { countTurnsWhile } from '../support/event-loop';

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

  it('lets waiting I/O run during a chain of statements (PGlite on this thread answers them without a turn)', async () => {
    // Not necessarily before the second: answers that arrive while the thread's messages are being read are read in the
    // same turn, so a quick thread on a busy machine may answer two or three of the chain in one.
    const log = await chainBeside(Array.from({ length: 20 }, () => () => db.query('SELECT 1')));
    expect(log.indexOf('io')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('io')).toBeLessThan(log.indexOf('step 19'));
  });

  it('lets the event loop turn while a statement runs', async () => {
    // Some hundreds of milliseconds of PGlite's own work, during which this thread would have stood still.
    const { result: rows, turns } = await countTurnsWhile(() =>
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 2000000)'),
    );
    expect(rows[0]!.n).toBe(2_000_000);
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

describe("PGlite's thread lost while the database is open", () => {
  /** Options that keep the losses a database reports and hand over its thread, for the test to end it. */
  const watched = () => {
    const lost: Error[] = [];
    let started: Worker | undefined;
    return {
      lost,
      thread: () => started!,
      options: {
        onLost: (error: Error) => lost.push(error),
        onThread: (thread: Worker) => {
          started = thread;
        },
      },
    };
  };

  const openWithThread = async () => {
    const { lost, thread, options } = watched();
    const db = await createPgliteDb(undefined, options);
    return { db, lost, thread: thread() };
  };

  it('tells its owner once, fails the call in flight and every call after, and closes without throwing', async () => {
    const { db, lost, thread } = await openWithThread();
    expect(await db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
    // Asked, and the thread ended before this side could read any answer.
    const inFlight = db.query('SELECT count(*) FROM generate_series(1, 2000000)');
    await thread.terminate();
    await expect(inFlight).rejects.toThrow(/thread exited/);
    expect(lost).toHaveLength(1);
    await expect(inFlight).rejects.toBe(lost[0]);
    await expect(db.query('SELECT 1')).rejects.toBe(lost[0]);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBe(lost[0]);
    await db.close();
    expect(lost).toHaveLength(1);
  });

  it('is not reported when the database is closed, nor when the thread ends while it closes', async () => {
    const closed = await openWithThread();
    await closed.db.query('SELECT 1');
    // close() answers once the thread has exited, so its exit has been seen by then.
    await closed.db.close();
    expect(closed.lost).toEqual([]);

    const closing = await openWithThread();
    const done = closing.db.close();
    await closing.thread.terminate();
    await expect(done).rejects.toThrow(/thread exited/);
    expect(closing.lost).toEqual([]);
  });

  it('refuses to start on a data directory it cannot make, reports no loss and leaves no thread running', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blck-pglite-'));
    try {
      const file = join(dir, 'a-file');
      writeFileSync(file, 'not a directory');
      const { lost, thread, options } = watched();
      await expect(createPgliteDb(file, options)).rejects.toThrow();
      expect(lost).toEqual([]);
      // A thread that has exited has no id any more.
      await expect.poll(() => thread().threadId).toBe(-1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
