// SQL of the token value entries; rows leave here shaped as the contract's BlckValue, the value as an exact decimal.
import { fromBaseUnits, type BlckValue, type BlckValueListQuery } from '@blck/contract';
import type { Queryable } from '../../db/client';

interface BlckValueRow {
  id: string;
  value: string;
  created_at: Date;
  updated_at: Date;
  created_by_email: string | null;
}

const BLCK_VALUE_SELECT = `SELECT v.id, v.value::text AS value, v.created_at, v.updated_at, a.email AS created_by_email
  FROM blck_values v LEFT JOIN admins a ON a.id = v.created_by`;

/** Newest first, on blck_values_created_at_idx. */
const NEWEST_FIRST = 'ORDER BY v.created_at DESC, v.id DESC';

const toBlckValue = (row: BlckValueRow): BlckValue => ({
  id: row.id,
  value: fromBaseUnits(BigInt(row.value)),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  createdByEmail: row.created_by_email,
});

export interface NewBlckValue {
  id: string;
  /** Base units of 10^-18. */
  value: bigint;
  createdBy: string | null;
  now: Date;
}

export const createBlckRepository = () => {
  const findById = async (q: Queryable, id: string, forUpdate = false): Promise<BlckValue | null> => {
    const [row] = await q.query<BlckValueRow>(
      `${BLCK_VALUE_SELECT} WHERE v.id = $1 ${forUpdate ? 'FOR UPDATE OF v' : ''}`,
      [id],
    );
    return row ? toBlckValue(row) : null;
  };

  return {
    /** One page, newest first, the total and the newest entry whatever the page. */
    list: async (q: Queryable, query: BlckValueListQuery) => {
      const [rows, [count], [current]] = await Promise.all([
        q.query<BlckValueRow>(
          `${BLCK_VALUE_SELECT} ${NEWEST_FIRST} LIMIT ${query.perPage} OFFSET ${query.page * query.perPage}`,
        ),
        q.query<{ n: number }>('SELECT count(*)::int AS n FROM blck_values'),
        q.query<BlckValueRow>(`${BLCK_VALUE_SELECT} ${NEWEST_FIRST} LIMIT 1`),
      ]);
      return {
        blckValues: rows.map(toBlckValue),
        total: count?.n ?? 0,
        current: current ? toBlckValue(current) : null,
      };
    },

    findById,

    /**
     * Inserts an entry that becomes the newest: its time is `now`, or 1 ms after the newest entry when that one
     * is not older (two entries in one millisecond, or a clock behind another instance's).
     */
    insert: async (q: Queryable, entry: NewBlckValue): Promise<BlckValue> => {
      await q.query(
        `INSERT INTO blck_values (id, value, created_at, updated_at, created_by)
         SELECT $1, $2::numeric, at, at, $4
         FROM (SELECT greatest($3::timestamptz,
                 (SELECT created_at + interval '1 millisecond' FROM blck_values ORDER BY created_at DESC, id DESC LIMIT 1)
               ) AS at) t`,
        [entry.id, entry.value.toString(), entry.now, entry.createdBy],
      );
      return (await findById(q, entry.id))!;
    },

    /** Inserts entries as they are (demo seed), each at its own time. */
    insertMany: async (q: Queryable, entries: ReadonlyArray<NewBlckValue>) => {
      await q.query(
        `INSERT INTO blck_values (id, value, created_at, updated_at, created_by)
         SELECT id, value::numeric, at, at, created_by FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::uuid[])
           AS t (id, value, at, created_by)`,
        [
          entries.map((entry) => entry.id),
          entries.map((entry) => entry.value.toString()),
          entries.map((entry) => entry.now.toISOString()),
          entries.map((entry) => entry.createdBy),
        ],
      );
    },

    setValue: async (q: Queryable, id: string, value: bigint, now: Date): Promise<BlckValue> => {
      await q.query(
        'UPDATE blck_values SET value = $2::numeric, updated_at = $3, version = version + 1 WHERE id = $1',
        [id, value.toString(), now],
      );
      return (await findById(q, id))!;
    },
  };
};

export type BlckRepository = ReturnType<typeof createBlckRepository>;
