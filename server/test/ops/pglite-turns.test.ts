// PGlite runs every statement in this thread: a request's chain of statements must let the event loop read other
// requests and flush answers in between, not hold it until every statement queued meanwhile has run (issue 16).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, prepared, type Db } from '../../src/db/client';

describe('PGlite statements take turns with I/O', () => {
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
