// SQL of the custom validators: the listed ones, the paired count, and the one-time pairing by secret digest.
// Digests travel as hex text and are stored as bytea (decode/encode in SQL), so both drivers handle them alike.
import type { CustomValidator, CustomValidatorListQuery } from '@blck/contract';
import type { Queryable } from '../../db/client';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';

interface CustomValidatorRow {
  id: string;
  status: CustomValidator['status'];
  node_name: string | null;
  created_at: Date;
  created_by_email: string | null;
  paired_at: Date | null;
  removed_at: Date | null;
}

export interface StoredCustomValidator extends CustomValidator {
  removedAt: string | null;
}

const COLUMNS = 'c.id, c.status, c.node_name, c.created_at, a.email AS created_by_email, c.paired_at, c.removed_at';
const VALIDATOR_FROM = 'FROM custom_validators c LEFT JOIN admin_accounts a ON a.id = c.created_by';
const VALIDATOR_SELECT = `SELECT ${COLUMNS} ${VALIDATOR_FROM}`;
/** Listed validators (not removed), newest first, on custom_validators_listed_idx. */
const LISTED = `c.status <> 'removed'`;

/** The list's order (newest first is this key descending) as a keyset key. */
const KEY: KeyPart[] = [
  { expression: 'c.created_at', type: 'timestamptz' },
  { expression: 'c.id', type: 'uuid' },
];

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const toValidator = (row: CustomValidatorRow): StoredCustomValidator => ({
  id: row.id,
  status: row.status,
  nodeName: row.node_name,
  createdAt: new Date(row.created_at).toISOString(),
  createdByEmail: row.created_by_email,
  pairedAt: iso(row.paired_at),
  removedAt: iso(row.removed_at),
});

export interface NewCustomValidator {
  id: string;
  /** SHA-256 of the pairing secret, hex. */
  sessionHashDigest: string;
  createdBy: string | null;
  now: Date;
}

export const createValidatorsRepository = () => {
  const findOne = async (q: Queryable, where: string, params: readonly unknown[], forUpdate = false) => {
    const [row] = await q.query<CustomValidatorRow>(
      `${VALIDATOR_SELECT} WHERE ${where} ${forUpdate ? 'FOR UPDATE OF c' : ''}`,
      params,
    );
    return row ? toValidator(row) : null;
  };

  return {
    /** One page of the validators not removed, newest first, and their total. */
    list: async (q: Queryable, query: CustomValidatorListQuery) => {
      const [rows, [count]] = await Promise.all([
        q.query<CustomValidatorRow>(
          `${VALIDATOR_SELECT} WHERE ${LISTED} ORDER BY c.created_at DESC, c.id DESC
           LIMIT ${query.perPage} OFFSET ${query.page * query.perPage}`,
        ),
        q.query<{ n: number }>(`SELECT count(*)::int AS n FROM custom_validators c WHERE ${LISTED}`),
      ]);
      return { customValidators: rows.map(toValidator), total: count?.n ?? 0 };
    },

    /** The next `limit` listed validators, newest first, after `after` (a keyset walk), for the CSV export. */
    listAfter: async (q: Queryable, after: KeysetCursor | null, limit: number) => {
      const params: unknown[] = [];
      const conditions = [LISTED];
      if (after) conditions.push(keysetAfter(KEY, after, 'desc', params));
      const rows = await q.query<CustomValidatorRow & Record<string, unknown>>(
        `SELECT ${COLUMNS}, ${keysetColumns(KEY)} ${VALIDATOR_FROM}
         WHERE ${conditions.join(' AND ')} ORDER BY ${keysetOrderBy(KEY, 'desc')} LIMIT ${limit}`,
        params,
      );
      return rows.map((row) => ({ validator: toValidator(row), cursor: keysetCursorOf(row, KEY) }));
    },

    /** Validators paired and not removed (custom_validators_paired_idx). */
    countPaired: async (q: Queryable): Promise<number> =>
      (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM custom_validators WHERE status = 'paired'`))[0]!.n,

    findById: (q: Queryable, id: string, forUpdate = false) => findOne(q, 'c.id = $1', [id], forUpdate),

    findByDigest: (q: Queryable, sessionHashDigest: string) =>
      findOne(q, `c.session_hash_digest = decode($1, 'hex')`, [sessionHashDigest]),

    insert: async (q: Queryable, validator: NewCustomValidator): Promise<StoredCustomValidator> => {
      await q.query(
        `INSERT INTO custom_validators (id, session_hash_digest, status, created_at, created_by)
         VALUES ($1, decode($2, 'hex'), 'awaiting_pairing', $3, $4)`,
        [validator.id, validator.sessionHashDigest, validator.now, validator.createdBy],
      );
      return (await findOne(q, 'c.id = $1', [validator.id]))!;
    },

    /**
     * Pairs the validator awaiting this digest, in one conditional statement: of concurrent pairings with one
     * secret exactly one finds the row still awaiting. Null when none was (unknown, already paired, removed).
     */
    pair: async (q: Queryable, sessionHashDigest: string, nodeName: string, now: Date) => {
      const [row] = await q.query<{ id: string; node_name: string; paired_at: Date }>(
        `UPDATE custom_validators SET status = 'paired', node_name = $2, paired_at = $3
         WHERE session_hash_digest = decode($1, 'hex') AND status = 'awaiting_pairing'
         RETURNING id, node_name, paired_at`,
        [sessionHashDigest, nodeName, now],
      );
      return row ? { id: row.id, nodeName: row.node_name, pairedAt: new Date(row.paired_at).toISOString() } : null;
    },

    markRemoved: async (q: Queryable, id: string, now: Date): Promise<StoredCustomValidator> => {
      await q.query(`UPDATE custom_validators SET status = 'removed', removed_at = $2 WHERE id = $1`, [id, now]);
      return (await findOne(q, 'c.id = $1', [id]))!;
    },

    /** Inserts validators in any state as they are (demo seed). */
    insertMany: async (
      q: Queryable,
      rows: ReadonlyArray<
        NewCustomValidator & {
          status: CustomValidator['status'];
          nodeName: string | null;
          pairedAt: Date | null;
          removedAt: Date | null;
        }
      >,
    ) => {
      await q.query(
        `INSERT INTO custom_validators (id, session_hash_digest, status, node_name, created_at, created_by, paired_at,
           removed_at)
         SELECT id, decode(digest, 'hex'), status, node_name, created_at, created_by, paired_at, removed_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::uuid[], $7::timestamptz[],
           $8::timestamptz[]) AS t (id, digest, status, node_name, created_at, created_by, paired_at, removed_at)`,
        [
          rows.map((row) => row.id),
          rows.map((row) => row.sessionHashDigest),
          rows.map((row) => row.status),
          rows.map((row) => row.nodeName),
          rows.map((row) => row.now.toISOString()),
          rows.map((row) => row.createdBy),
          rows.map((row) => row.pairedAt?.toISOString() ?? null),
          rows.map((row) => row.removedAt?.toISOString() ?? null),
        ],
      );
    },
  };
};

export type ValidatorsRepository = ReturnType<typeof createValidatorsRepository>;
