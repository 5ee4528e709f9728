// A transaction holds what its work did or nothing, however its statements travel (on PostgreSQL BEGIN is pipelined
// with the first statement, issue 16): the first statement is inside it, a failing first statement or a work that
// throws before any leaves nothing and the connections usable, a work with no statement still returns, and no
// statement of a failed work runs after its transaction ended. A final write sent with COMMIT commits with the work, or
// takes all of it back with its failure (or COMMIT's), and runs at once inside an enclosing transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, type Db } from '../../src/db/client';
import { together } from '../../src/db/together';
import { testDatabases } from '../support/databases';

describe.each(testDatabases())('transactions on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  const insert = prepared('INSERT INTO transaction_probe (id) VALUES ($1)');
  const ids = async () =>
    (await db.query<{ id: number }>('SELECT id FROM transaction_probe ORDER BY id')).map((row) => row.id);

  beforeAll(async () => {
    ({ db, drop } = await database.create());
    await db.query('CREATE TABLE transaction_probe (id int PRIMARY KEY)');
    await db.query('CREATE TABLE deferred_probe (id int, UNIQUE (id) DEFERRABLE INITIALLY DEFERRED)');
  });
  afterAll(() => drop());

  it('runs the first statement inside the transaction: a later failure takes it back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [1]);
        await tx.query('SELECT 1 / 0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await ids()).toEqual([]);
  });

  it('rolls back a transaction whose first statement fails, and the next one commits', async () => {
    await expect(db.transaction((tx) => tx.query('SELEC 1'))).rejects.toMatchObject({ code: '42601' });
    await expect(db.transaction((tx) => tx.query(insert, ['not a number']))).rejects.toMatchObject({ code: '22P02' });
    await db.transaction(async (tx) => {
      await tx.query(insert, [2]);
    });
    expect(await ids()).toEqual([2]);
  });

  it('sends statements started together at the start in order, all inside the transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await Promise.all([tx.query(insert, [3]), tx.query(insert, [4]), tx.query(insert, [2])]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([2]);
    const seen = await db.transaction(async (tx) => {
      const [, , rows] = await Promise.all([
        tx.query(insert, [3]),
        tx.query(insert, [4]),
        tx.query<{ id: number }>('SELECT id FROM transaction_probe ORDER BY id'),
      ]);
      return rows.map((row) => row.id);
    });
    expect(seen).toEqual([2, 3, 4]);
    expect(await ids()).toEqual([2, 3, 4]);
  });

  it('returns what a work without statements returns, and takes back nothing when one throws before any', async () => {
    expect(await db.transaction(async () => 'nothing to write')).toBe('nothing to write');
    await expect(
      db.transaction(async () => {
        throw new Error('refused before writing');
      }),
    ).rejects.toThrow('refused before writing');
    await db.transaction(async (tx) => {
      await tx.query(insert, [5]);
    });
    expect(await ids()).toEqual([2, 3, 4, 5]);
  });

  it('lets no statement of a failed work run after the transaction ended, outside it', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await expect(
      db.transaction(async (tx) => {
        // A branch of the work that sends one more statement a moment after the failure it does not wait for.
        const failing = tx.query('SELECT 1 / 0');
        late = failing.catch(() => new Promise((resolve) => setImmediate(resolve))).then(() => tx.query(insert, [6]));
        late.catch(() => undefined);
        await failing;
      }),
    ).rejects.toMatchObject({ code: '22012' });
    await late.catch(() => undefined);
    expect(await ids()).toEqual([2, 3, 4, 5]);
  });

  it('waits for statements started together before throwing the first failure', async () => {
    const outcome = db.transaction(async (tx) => {
      await together([tx.query(insert, [7]), tx.query('SELECT 1 / 0'), tx.query(insert, [8])]);
    });
    await expect(outcome).rejects.toMatchObject({ code: '22012' });
    expect(await ids()).toEqual([2, 3, 4, 5]);
  });

  it('throws when a work caught a failed statement and went on: the transaction was rolled back, not committed', async () => {
    const work = (finalWrite: { sql: string; params: unknown[] } | null) =>
      db.transactionWithFinalWrite(async (tx) => {
        await tx.query(insert, [60]);
        await tx.query('SELECT 1 / 0').catch(() => undefined);
        return { result: 'went on', finalWrite };
      });
    await expect(work(null)).rejects.toThrow('Transaction was rolled back instead of committed');
    await expect(work({ sql: insert, params: [61] })).rejects.toThrow();
    const kept = await ids();
    expect(kept).not.toContain(60);
    expect(kept).not.toContain(61);
  });

  const finalIds = async () => (await ids()).filter((id) => id >= 10);

  it('commits a final write sent with COMMIT with the work, and answers what the work answered', async () => {
    const answer = await db.transactionWithFinalWrite(async (tx) => {
      await tx.query(insert, [10]);
      return { result: 'written', finalWrite: { sql: insert, params: [11] } };
    });
    expect(answer).toBe('written');
    expect(await finalIds()).toEqual([10, 11]);
  });

  it('takes the whole transaction back when its final write fails, throws that failure, and every connection goes on', async () => {
    await expect(
      db.transactionWithFinalWrite(async (tx) => {
        await tx.query(insert, [12]);
        return { result: null, finalWrite: { sql: insert, params: [10] } };
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await finalIds()).toEqual([10, 11]);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        db.transactionWithFinalWrite(async () => ({ result: null, finalWrite: { sql: insert, params: [20 + index] } })),
      ),
    );
    expect(await finalIds()).toEqual([10, 11, ...Array.from({ length: 24 }, (_, index) => 20 + index)]);
  });

  it('throws a failure of COMMIT itself after the final write, and keeps nothing', async () => {
    await db.query('INSERT INTO deferred_probe (id) VALUES (1)');
    await expect(
      db.transactionWithFinalWrite(async (tx) => {
        await tx.query(insert, [50]);
        return { result: null, finalWrite: { sql: 'INSERT INTO deferred_probe (id) VALUES ($1)', params: [1] } };
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await finalIds()).not.toContain(50);
    expect(await db.query('SELECT id FROM deferred_probe')).toEqual([{ id: 1 }]);
  });

  it('takes the work back when the final write has a parameter the driver cannot send', async () => {
    const circular: Record<string, unknown> = { n: 55 };
    circular.self = circular;
    await expect(
      db.transactionWithFinalWrite(async (tx) => {
        await tx.query(insert, [54]);
        return {
          result: null,
          finalWrite: { sql: `INSERT INTO transaction_probe (id) SELECT ($1::jsonb ->> 'n')::int`, params: [circular] },
        };
      }),
    ).rejects.toThrow(/circular/i);
    const kept = await finalIds();
    expect(kept).not.toContain(54);
    expect(kept).not.toContain(55);
  });

  it('runs the final write at once inside an enclosing transaction, which reads it and takes it back', async () => {
    const outcome = await db
      .enclose(async (outer) => {
        const answer = await db.transactionWithFinalWrite(async () => ({
          result: 'inner',
          finalWrite: { sql: insert, params: [53] },
        }));
        const seen = await outer.query<{ id: number }>('SELECT id FROM transaction_probe WHERE id = 53');
        throw new Error(`${answer}: ${seen.length} seen, rolled back`);
      })
      .catch((error: Error) => error.message);
    expect(outcome).toBe('inner: 1 seen, rolled back');
    expect(await finalIds()).not.toContain(53);
  });
  it("runs a transaction's after-commit callbacks once it committed, and drops them when it rolls back", async () => {
    const seen: string[] = [];
    await db.transactionWithFinalWrite(async (tx) => {
      db.afterCommit(() => seen.push('committed'), tx);
      seen.push('working');
      return { result: null, finalWrite: { sql: insert, params: [60] } };
    });
    await expect(
      db.transaction(async (tx) => {
        db.afterCommit(() => seen.push('rolled back'), tx);
        await tx.query('SELECT 1 / 0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    db.afterCommit(() => seen.push('outside'));
    expect(seen).toEqual(['working', 'committed', 'outside']);
  });

  it('holds the after-commit callbacks of the transactions inside an enclosing one until it commits', async () => {
    const seen: string[] = [];
    await db.enclose(async () => {
      await db.transaction(async (tx) => {
        await tx.query(insert, [61]);
        db.afterCommit(() => seen.push('inner'), tx);
      });
      db.afterCommit(() => seen.push('enclosure'));
      seen.push('inner committed into the enclosure');
    });
    await db
      .enclose(async () => {
        await db.transaction(async (tx) => db.afterCommit(() => seen.push('never'), tx));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(seen).toEqual(['inner committed into the enclosure', 'inner', 'enclosure']);
  });
});
