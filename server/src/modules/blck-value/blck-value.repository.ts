// SQL of the token value entries; rows leave here shaped as the contract's BlckValue (without the reference currency,
// a setting the service adds), the value as an exact decimal.
import { fromBaseUnits, type BlckValue, type BlckValueFilter, type BlckValueListQuery } from '@blck/contract';
import type { Queryable } from '../../db/client';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';

interface BlckValueRow {
  id: string;
  value: string;
  created_at: Date;
  updated_at: Date;
  created_by_email: string | null;
}

const BLCK_VALUE_COLUMNS = `v.id, v.value::text AS value, v.created_at, v.updated_at, a.email AS created_by_email`;
const BLCK_VALUE_FROM = `FROM blck_values v LEFT JOIN admin_accounts a ON a.id = v.created_by`;
const BLCK_VALUE_SELECT = `SELECT ${BLCK_VALUE_COLUMNS} ${BLCK_VALUE_FROM}`;

/** Newest first, on blck_values_created_at_idx. */
const NEWEST_FIRST = 'ORDER BY v.created_at DESC, v.id DESC';

/** The list's order as a keyset key (newest first is this key descending). */
const KEY: KeyPart[] = [
  { expression: 'v.created_at', type: 'timestamptz' },
  { expression: 'v.id', type: 'uuid' },
];

/** WHERE conditions of the creation days (UTC, both ends inclusive), on blck_values_created_at_idx. */
const filterConditions = (filter: BlckValueFilter, params: unknown[]): string[] => {
  const conditions: string[] = [];
  if (filter.createdFrom)
    conditions.push(`v.created_at >= ($${params.push(filter.createdFrom)}::date AT TIME ZONE 'UTC')`);
  if (filter.createdTo)
    conditions.push(`v.created_at < (($${params.push(filter.createdTo)}::date + 1) AT TIME ZONE 'UTC')`);
  return conditions;
};
const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** An entry as stored: the contract's BlckValue less its reference currency (the setting, not a column). */
export type StoredBlckValue = Omit<BlckValue, 'currency'>;

const toBlckValue = (row: BlckValueRow): StoredBlckValue => ({
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
  const findById = async (q: Queryable, id: string, forUpdate = false): Promise<StoredBlckValue | null> => {
    const [row] = await q.query<BlckValueRow>(
      `${BLCK_VALUE_SELECT} WHERE v.id = $1 ${forUpdate ? 'FOR UPDATE OF v' : ''}`,
      [id],
    );
    return row ? toBlckValue(row) : null;
  };

  return {
    /** The next `limit` entries under the filter, newest first, after `after` (a keyset walk), for the export. */
    listAfter: async (q: Queryable, filter: BlckValueFilter, after: KeysetCursor | null, limit: number) => {
      const params: unknown[] = [];
      const conditions = filterConditions(filter, params);
      if (after) conditions.push(keysetAfter(KEY, after, 'desc', params));
      const rows = await q.query<BlckValueRow & Record<string, unknown>>(
        `SELECT ${BLCK_VALUE_COLUMNS}, ${keysetColumns(KEY)} ${BLCK_VALUE_FROM} ${whereOf(conditions)}
         ORDER BY ${keysetOrderBy(KEY, 'desc')} LIMIT ${limit}`,
        params,
      );
      return rows.map((row) => ({ blckValue: toBlckValue(row), cursor: keysetCursorOf(row, KEY) }));
    },

    /** One page under the filter, newest first, its total and the newest entry whatever the page and filter. */
    list: async (q: Queryable, query: BlckValueListQuery) => {
      const params: unknown[] = [];
      const where = whereOf(filterConditions(query, params));
      const [rows, [count], [current]] = await Promise.all([
        q.query<BlckValueRow>(
          `${BLCK_VALUE_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${query.perPage} OFFSET ${query.page * query.perPage}`,
          params,
        ),
        q.query<{ n: number }>(`SELECT count(*)::int AS n FROM blck_values v ${where}`, params),
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
    insert: async (q: Queryable, entry: NewBlckValue): Promise<StoredBlckValue> => {
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

    setValue: async (q: Queryable, id: string, value: bigint, now: Date): Promise<StoredBlckValue> => {
      await q.query(
        'UPDATE blck_values SET value = $2::numeric, updated_at = $3, version = version + 1 WHERE id = $1',
        [id, value.toString(), now],
      );
      return (await findById(q, id))!;
    },
  };
};

export type BlckRepository = ReturnType<typeof createBlckRepository>;
