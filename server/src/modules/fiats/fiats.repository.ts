// SQL of the fiats table; rows leave here shaped as the contract's Fiat, the price as an exact decimal string.
import { fromBaseUnits, type Fiat, type FiatExportQuery, type FiatListBody } from '@blck/contract';
import type { Queryable } from '../../db/client';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';

interface FiatRow {
  id: string;
  title: string;
  label: string;
  value: string;
  is_active: boolean;
  updated_at: Date;
}

const FIAT_SELECT = 'SELECT f.id, f.title, f.label, f.value::text AS value, f.is_active, f.updated_at FROM fiats f';

const toFiat = (row: FiatRow): Fiat => ({
  id: row.id,
  title: row.title,
  value: fromBaseUnits(BigInt(row.value)),
  label: row.label,
  isActive: row.is_active,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * Each sort field and the indexed columns behind it (fiats_*_idx), qualified: `value` is also selected as text.
 * Labels are unique, so they need no tie-breaker; the others end with the id.
 */
const SORT_COLUMNS: Record<FiatListBody['sort'], readonly string[]> = {
  title: ['lower(f.title)', 'f.id'],
  label: ['f.label'],
  value: ['f.value', 'f.id'],
  isActive: ['f.is_active', 'lower(f.title)', 'f.id'],
  updatedAt: ['f.updated_at', 'f.id'],
};

/** The same orders as typed key parts, for the export's keyset walk. */
const SORT_KEYS: Record<FiatListBody['sort'], readonly KeyPart[]> = {
  title: [
    { expression: 'lower(f.title)', type: 'text' },
    { expression: 'f.id', type: 'uuid' },
  ],
  label: [{ expression: 'f.label', type: 'text' }],
  value: [
    { expression: 'f.value', type: 'numeric' },
    { expression: 'f.id', type: 'uuid' },
  ],
  isActive: [
    { expression: 'f.is_active', type: 'boolean' },
    { expression: 'lower(f.title)', type: 'text' },
    { expression: 'f.id', type: 'uuid' },
  ],
  updatedAt: [
    { expression: 'f.updated_at', type: 'timestamptz' },
    { expression: 'f.id', type: 'uuid' },
  ],
};

export interface FiatChange {
  title: string;
  /** Base units of 10^-18 $BLCK. */
  value: bigint;
  label: string;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export const createFiatsRepository = () => ({
  /** One page of fiats in the asked order (offset paging over the sort index: the table is small) and the total. */
  list: async (q: Queryable, body: FiatListBody) => {
    const params: unknown[] = [];
    const where = body.isActive === undefined ? '' : `WHERE f.is_active = $${params.push(body.isActive)}`;
    const order = body.order === 'desc' ? 'DESC' : 'ASC';
    const sort = SORT_COLUMNS[body.sort].map((column) => `${column} ${order}`).join(', ');
    const [rows, [count]] = await Promise.all([
      q.query<FiatRow>(
        `${FIAT_SELECT} ${where} ORDER BY ${sort} LIMIT ${body.perPage} OFFSET ${body.page * body.perPage}`,
        params,
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n FROM fiats f ${where}`, params),
    ]);
    return { fiats: rows.map(toFiat), total: count?.n ?? 0 };
  },

  /** The next `limit` fiats of the list's order after `after` (a keyset walk), for the CSV export. */
  listAfter: async (q: Queryable, query: FiatExportQuery, after: KeysetCursor | null, limit: number) => {
    const params: unknown[] = [];
    const key = SORT_KEYS[query.sort];
    const conditions: string[] = [];
    if (query.isActive) conditions.push(`f.is_active = $${params.push(query.isActive === 'true')}`);
    if (after) conditions.push(keysetAfter(key, after, query.order, params));
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = await q.query<FiatRow & Record<string, unknown>>(
      `${FIAT_SELECT.replace('SELECT ', `SELECT ${keysetColumns(key)}, `)} ${where}
       ORDER BY ${keysetOrderBy(key, query.order)} LIMIT ${limit}`,
      params,
    );
    return rows.map((row) => ({ fiat: toFiat(row), cursor: keysetCursorOf(row, key) }));
  },

  findById: async (q: Queryable, id: string, forUpdate = false): Promise<Fiat | null> => {
    const [row] = await q.query<FiatRow>(`${FIAT_SELECT} WHERE f.id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`, [id]);
    return row ? toFiat(row) : null;
  },

  /** Whether a fiat (active or not) carries this label. */
  isFiatLabel: async (q: Queryable, label: string): Promise<boolean> =>
    (await q.query('SELECT 1 FROM fiats WHERE label = $1', [label])).length > 0,

  /** The title of the fiat that carries this label, other than `exceptId`; null when none does. */
  labelHolder: async (q: Queryable, label: string, exceptId: string): Promise<string | null> => {
    const [row] = await q.query<{ title: string }>('SELECT title FROM fiats WHERE label = $1 AND id <> $2', [
      label,
      exceptId,
    ]);
    return row?.title ?? null;
  },

  setActive: async (q: Queryable, id: string, isActive: boolean, now: Date): Promise<Fiat> => {
    const [row] = await q.query<FiatRow>(
      `UPDATE fiats f SET is_active = $2, updated_at = $3, version = version + 1 WHERE f.id = $1
       RETURNING f.id, f.title, f.label, f.value::text AS value, f.is_active, f.updated_at`,
      [id, isActive, now],
    );
    return toFiat(row!);
  },

  /**
   * Writes the title, value and label; null when a concurrent change gave the label to another fiat (the unique
   * index refused it, so the caller's transaction must end).
   */
  update: async (q: Queryable, id: string, change: FiatChange, now: Date): Promise<Fiat | null> => {
    try {
      const [row] = await q.query<FiatRow>(
        `UPDATE fiats f SET title = $2, value = $3::numeric, label = $4, updated_at = $5, version = version + 1
         WHERE f.id = $1
         RETURNING f.id, f.title, f.label, f.value::text AS value, f.is_active, f.updated_at`,
        [id, change.title, change.value.toString(), change.label, now],
      );
      return toFiat(row!);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  },

  /** Deactivates the fiats with these labels (demo seed); returns the ones it changed. */
  deactivateLabels: async (q: Queryable, labels: readonly string[], now: Date): Promise<Fiat[]> =>
    (
      await q.query<FiatRow>(
        `UPDATE fiats f SET is_active = false, updated_at = $2, version = version + 1
         WHERE f.label = ANY ($1::text[]) AND f.is_active
         RETURNING f.id, f.title, f.label, f.value::text AS value, f.is_active, f.updated_at`,
        [labels, now],
      )
    ).map(toFiat),
});

export type FiatsRepository = ReturnType<typeof createFiatsRepository>;
