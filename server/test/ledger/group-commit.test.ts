// Group commit on real databases: calls that arrive together share a transaction, each keeps its own outcome, a
// failing item fails alone (in its run or in the batch's final write, sent with COMMIT), a batch whose COMMIT may have
// committed is not run again, one key never shares a batch, an enclosing transaction is joined, not batched, with
// overlapping commits the next batch runs while the one before commits, and a batch waits for calls on their way, at
// most its hold.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommitOutcomeUnknown, type Committing, type Db, type Queryable } from '../../src/db/client';
import { createGroupCommit, type Settled } from '../../src/db/group-commit';
import { testDatabases } from '../support/databases';

interface Item {
  value: string;
  key?: string;
}

describe.each(testDatabases())('group commit on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  /** The transaction of each run, as the items it held (in order). */
  const batches: string[][] = [];

  beforeAll(async () => {
    ({ db, drop } = await database.create());
    await db.exec(`CREATE TABLE grouped (value text PRIMARY KEY, tx text NOT NULL);
      CREATE TABLE grouped_last (value text PRIMARY KEY CHECK (value <> 'late-boom'))`);
  });
  afterAll(() => drop?.());

  /**
   * Writes each item with its transaction's id, and the batch's items again in its final write; "refused" settles a
   * refusal, "boom" throws (the batch rolls back), "late-boom" fails the final write (so does its batch).
   */
  const run = async (tx: Queryable, items: readonly Item[]): Promise<Committing<Settled<string>[]>> => {
    batches.push(items.map((item) => item.value));
    const [{ id } = { id: '' }] = await tx.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
    const settled: Settled<string>[] = [];
    for (const item of items) {
      if (item.value === 'boom') throw new Error('boom');
      if (item.value.startsWith('refused')) {
        settled.push({ ok: false, error: new Error(`refused ${item.value}`) });
        continue;
      }
      await tx.query('INSERT INTO grouped (value, tx) VALUES ($1, $2)', [item.value, id]);
      settled.push({ ok: true, value: `${item.value}@${id}` });
    }
    const written = items.filter((_, index) => settled[index]!.ok).map((item) => item.value);
    return {
      result: settled,
      finalWrite: { sql: 'INSERT INTO grouped_last (value) SELECT unnest($1::text[])', params: [written] },
    };
  };
  const group = (maxBatch = 64, maxHoldMs?: number) =>
    createGroupCommit<Item, string>({
      db,
      run,
      keysOf: (item) => (item.key ? [item.key] : []),
      maxBatch,
      maxInFlight: 1,
      maxHoldMs,
    });
  /** Lets the event loop turn a few times (I/O, timers, immediates): what is due without waiting has run by then. */
  const turns = async (count = 5) => {
    for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Far longer than any test here lasts: a batch that runs did not run because its hold ran out. */
  const FOREVER_MS = 600_000;
  const committed = async (values: string[]) =>
    db.query<{ value: string; tx: string }>('SELECT value, tx FROM grouped WHERE value = ANY ($1) ORDER BY value', [
      values,
    ]);

  it('runs what arrives together in one transaction, each with its own answer or refusal', async () => {
    const commit = group();
    batches.length = 0;
    const results = await Promise.allSettled(['a1', 'a2', 'refused-a3', 'a4'].map((value) => commit.submit({ value })));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason.message).toBe('refused refused-a3');
    expect(batches).toEqual([['a1', 'a2', 'refused-a3', 'a4']]);
    const rows = await committed(['a1', 'a2', 'a4']);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.tx)).size).toBe(1);
    expect((results[0] as PromiseFulfilledResult<string>).value).toBe(`a1@${rows[0]!.tx}`);
  });

  it('runs each item of a batch that failed alone, so only the failing one fails and nothing of it stays', async () => {
    const commit = group();
    batches.length = 0;
    const results = await Promise.allSettled(['b1', 'boom', 'b3'].map((value) => commit.submit({ value })));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('boom');
    expect(batches[0]).toEqual(['b1', 'boom', 'b3']);
    expect(batches.slice(1).sort()).toEqual([['b1'], ['b3'], ['boom']]);
    const rows = await committed(['b1', 'b3']);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.tx).not.toBe(rows[1]!.tx);
  });

  it('runs each item alone after a final write failed at COMMIT: only the one behind it fails, nothing of it stays', async () => {
    const commit = group();
    batches.length = 0;
    const results = await Promise.allSettled(['f1', 'late-boom', 'f3'].map((value) => commit.submit({ value })));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect(batches[0]).toEqual(['f1', 'late-boom', 'f3']);
    expect(batches.slice(1).sort()).toEqual([['f1'], ['f3'], ['late-boom']]);
    expect((await committed(['f1', 'late-boom', 'f3'])).map((row) => row.value)).toEqual(['f1', 'f3']);
    const last = await db.query<{ value: string }>(
      `SELECT value FROM grouped_last WHERE value LIKE 'f%' OR value = 'late-boom' ORDER BY value`,
    );
    expect(last.map((row) => row.value)).toEqual(['f1', 'f3']);
  });

  it.skipIf(database.name !== 'postgres')(
    'does not run a batch again whose COMMIT got no answer: it may have committed (the backend terminated during it)',
    async () => {
      await db.exec(`CREATE TABLE slow_commit (id int);
        CREATE FUNCTION slow_commit_wait() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN PERFORM pg_sleep(600); RETURN NULL; END $$;
        CREATE CONSTRAINT TRIGGER slow_commit_at_end AFTER INSERT ON slow_commit
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit_wait()`);
      const runs: string[][] = [];
      const slow = createGroupCommit<Item, string>({
        db,
        run: async (tx, items) => {
          runs.push(items.map((item) => item.value));
          for (const item of items)
            await tx.query('INSERT INTO grouped (value, tx) VALUES ($1, $2)', [item.value, 'slow']);
          return {
            result: items.map((item) => ({ ok: true, value: item.value })),
            finalWrite: { sql: 'INSERT INTO slow_commit (id) VALUES (1)', params: [] },
          };
        },
        keysOf: () => [],
        maxBatch: 64,
        maxInFlight: 1,
      });
      let done = false;
      const outcomes = Promise.allSettled(['s1', 's2'].map((value) => slow.submit({ value }))).finally(() => {
        done = true;
      });
      // Every COMMIT that waits in the deferred trigger has its backend terminated there, until the calls answer.
      while (!done) {
        await db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event = 'PgSleep'`,
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
      const settled = await outcomes;
      expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
      for (const outcome of settled) {
        expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(CommitOutcomeUnknown);
      }
      expect(runs).toEqual([['s1', 's2']]);
      expect(await committed(['s1', 's2'])).toEqual([]);
    },
  );

  it.skipIf(database.name !== 'postgres')(
    'with overlapping commits, runs the next batch while the one before waits in its COMMIT',
    async () => {
      await db.exec('CREATE TABLE gate (id int PRIMARY KEY, n int NOT NULL); INSERT INTO gate VALUES (1, 0)');
      const runs: string[][] = [];
      const overlapping = createGroupCommit<Item, string>({
        db,
        run: async (tx, items) => {
          runs.push(items.map((item) => item.value));
          return {
            result: items.map((item) => ({ ok: true, value: item.value })),
            finalWrite: { sql: 'UPDATE gate SET n = n + 1 WHERE id = 1', params: [] },
          };
        },
        keysOf: () => [],
        maxBatch: 64,
        maxInFlight: 1,
        overlapCommits: true,
      });
      // Another transaction holds the row every final write updates, so the first batch waits in its COMMIT.
      let open!: () => void;
      const gateOpen = new Promise<void>((resolve) => (open = resolve));
      let held!: () => void;
      const gateHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.query('SELECT n FROM gate WHERE id = 1 FOR UPDATE');
        held();
        await gateOpen;
      });
      try {
        await gateHeld;
        const first = overlapping.submit({ value: 'o1' });
        await vi.waitFor(() => expect(runs).toEqual([['o1']]), { timeout: 30_000 });
        const second = overlapping.submit({ value: 'o2' });
        await vi.waitFor(() => expect(runs).toEqual([['o1'], ['o2']]), { timeout: 30_000 });
        open();
        expect(await Promise.all([first, second])).toEqual(['o1', 'o2']);
      } finally {
        open();
        await holder;
      }
      expect(await db.query('SELECT n FROM gate')).toEqual([{ n: 2 }]);
    },
  );

  it('never puts two items with one key in a batch, and what waits keeps its order', async () => {
    const commit = group();
    batches.length = 0;
    await Promise.all(
      [{ value: 'c1', key: 'k' }, { value: 'c2', key: 'k' }, { value: 'c3' }, { value: 'c4', key: 'k' }].map((item) =>
        commit.submit(item),
      ),
    );
    expect(batches).toEqual([['c1', 'c3'], ['c2'], ['c4']]);
  });

  it('keeps batches at their largest size and takes what arrives meanwhile into the next one', async () => {
    const commit = group(2);
    batches.length = 0;
    await Promise.all(['d1', 'd2', 'd3', 'd4', 'd5'].map((value) => commit.submit({ value })));
    expect(batches).toEqual([['d1', 'd2'], ['d3', 'd4'], ['d5']]);
  });

  it('waits for a call on its way, then runs it in the same batch as the one queued before it', async () => {
    const commit = group(64, FOREVER_MS);
    batches.length = 0;
    const first = { ticket: commit.arriving() };
    const second = { ticket: commit.arriving() };
    const h1 = commit.submit({ value: 'h1' });
    await turns();
    expect(batches).toEqual([]);
    const h2 = commit.submit({ value: 'h2' });
    expect(await Promise.all([h1, h2])).toHaveLength(2);
    first.ticket();
    second.ticket();
    expect(batches).toEqual([['h1', 'h2']]);
  });

  it('runs without a call that turned back on its way, as soon as it turns back', async () => {
    const commit = group(64, FOREVER_MS);
    batches.length = 0;
    const queued = commit.arriving();
    const turnedBack = commit.arriving();
    const h3 = commit.submit({ value: 'h3' });
    await turns();
    expect(batches).toEqual([]);
    turnedBack();
    turnedBack();
    await h3;
    queued();
    expect(batches).toEqual([['h3']]);
    expect(await committed(['h3'])).toHaveLength(1);
  });

  it('runs without a call on its way once it has waited its most, and never holds a full batch', async () => {
    const commit = group(2, 1);
    batches.length = 0;
    const neverComes = commit.arriving();
    await commit.submit({ value: 'h4' });
    expect(batches).toEqual([['h4']]);
    const patient = group(2, FOREVER_MS);
    const stillComing = patient.arriving();
    const full = ['h5', 'h6'].map(() => patient.arriving());
    await Promise.all(['h5', 'h6'].map((value) => patient.submit({ value })));
    expect(batches).toEqual([['h4'], ['h5', 'h6']]);
    for (const ended of [neverComes, stillComing, ...full]) ended();
  });

  it('joins an enclosing transaction instead of batching, and rolls back with it', async () => {
    const commit = group();
    batches.length = 0;
    const outcome = await db
      .enclose(async () => {
        await commit.submit({ value: 'e1' });
        throw new Error('rehearsal over');
      })
      .catch((error: Error) => error.message);
    expect(outcome).toBe('rehearsal over');
    expect(batches).toEqual([['e1']]);
    expect(await committed(['e1'])).toEqual([]);
  });
});
