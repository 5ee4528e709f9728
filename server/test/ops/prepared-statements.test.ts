// Statements marked `prepared` run as named statements on both databases (issue 16): the same rows and types as the
// plain statement, errors with their SQLSTATE that leave the connection usable, parsed once per connection, and on
// PGlite never slipped into a transaction that another caller has open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, type Db } from '../../src/db/client';
import { testDatabases } from '../support/databases';

const ROWS_SQL = `SELECT n, n * 1000000000000::numeric AS big, (n * 1000000000000::numeric)::text AS big_text,
    timestamptz '2026-11-28 00:00:00+00' + n * interval '1 day' AS at, jsonb_build_object('n', n) AS doc,
    ARRAY[n, n + 1] AS pair, $2::text AS label
  FROM generate_series(1, 5) AS n
  WHERE n = ANY (ARRAY(SELECT value::int FROM jsonb_array_elements_text($1::jsonb))) ORDER BY n`;

describe.each(testDatabases())('prepared statements on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await database.create());
    await db.query('CREATE TABLE prepared_probe (id int PRIMARY KEY, note text)');
  });
  afterAll(() => drop());

  it('answers what the plain statement answers, with the same types, call after call', async () => {
    for (const ids of [[1, 3], [2], [5, 4, 1], []]) {
      const params = [JSON.stringify(ids), ids.length % 2 ? 'odd' : null];
      const plain = await db.query(ROWS_SQL, params);
      const named = await db.query(prepared(ROWS_SQL), params);
      expect(named).toEqual(plain);
      expect(named).toHaveLength(ids.length);
    }
    const [row] = await db.query<Record<string, unknown>>(prepared(ROWS_SQL), [JSON.stringify([2]), 'x']);
    expect(row).toMatchObject({ n: 2, big_text: '2000000000000', doc: { n: 2 }, pair: [2, 3], label: 'x' });
    expect(row!.at).toEqual(new Date('2026-11-30T00:00:00Z'));
  });

  it('throws a failing statement with its SQLSTATE and keeps the connection usable, in and out of a transaction', async () => {
    const insert = prepared('INSERT INTO prepared_probe (id, note) VALUES ($1, $2)');
    const count = prepared('SELECT count(*)::int AS n FROM prepared_probe');
    await db.query(insert, [1, 'first']);
    await expect(db.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(prepared('SELECT 1 / $1::int AS x'), [0])).rejects.toMatchObject({ code: '22012' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [2, 'rolled back']);
        await tx.query(insert, [1, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query(count)).toEqual([{ n: 1 }]);
    await db.transaction(async (tx) => {
      await tx.query(insert, [3, 'committed']);
      expect(await tx.query(count)).toEqual([{ n: 2 }]);
    });
    expect(await db.query(count)).toEqual([{ n: 2 }]);
  });

  it('throws a marked statement that does not parse, and the next statements run as usual', async () => {
    const unknownColumn = prepared('SELECT no_such_column FROM prepared_probe WHERE id = $1');
    await expect(db.query(unknownColumn, [1])).rejects.toMatchObject({ code: '42703' });
    await expect(db.query(prepared('SELEC 1'))).rejects.toMatchObject({ code: '42601' });
    await expect(db.query(unknownColumn, [1])).rejects.toMatchObject({ code: '42703' });
    expect(await db.query(prepared('SELECT $1::int * 2 AS doubled'), [21])).toEqual([{ doubled: 42 }]);
    await db.transaction(async (tx) => {
      expect(await tx.query(prepared('SELECT $1::text AS echo'), ['after'])).toEqual([{ echo: 'after' }]);
    });
  });

  it('parses a marked statement once per connection', async () => {
    const sql = prepared('SELECT $1::int + 1 AS next');
    await db.transaction(async (tx) => {
      for (let n = 0; n < 3; n++) expect(await tx.query(sql, [n])).toEqual([{ next: n + 1 }]);
      const named = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1`,
        [sql],
      );
      expect(named).toEqual([{ n: 1 }]);
    });
  });

  it.runIf(database.name === 'pglite')(
    'lets a marked statement outside a transaction wait for the open one instead of joining it',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.query(prepared('INSERT INTO prepared_probe (id, note) VALUES ($1, $2)'), [10, 'held']);
        inserted();
        await held;
        throw new Error('rolled back on purpose');
      });
      await insertedYet;
      const outside = db.query<{ n: number }>(
        prepared('SELECT count(*)::int AS n FROM prepared_probe WHERE id = $1'),
        [10],
      );
      release();
      await expect(transaction).rejects.toThrow('rolled back on purpose');
      expect(await outside).toEqual([{ n: 0 }]);
    },
  );
});
