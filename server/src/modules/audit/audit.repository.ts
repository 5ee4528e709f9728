// SQL of the audit trail: append an event unsealed, seal committed events into the hash chain, read them back.
import type { AuditFilter } from '@blck/contract';
import { prepared, type Queryable } from '../../db/client';
import type { Statement } from '../../db/statement';

export interface AuditRow {
  seq: string;
  id: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  resource: string;
  resource_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  ip: string | null;
  /** Why, as the admin said it (0014); null for none and for every earlier event. */
  reason: string | null;
}

export type NewAuditRow = Omit<AuditRow, 'seq'>;

/** An event sealed into the chain: its place (`link`, 0019) and hashes, from audit_links. */
export type SealedAuditRow = AuditRow & { link: string; prev_hash: string; hash: string };

/** A seal the sealer computed for one event. */
export interface AuditSeal {
  seq: string;
  link: string;
  prevHash: string;
  hash: string;
}

const AUDIT_COLUMNS = `seq::text AS seq, id, occurred_at, actor_id, actor_email, action, resource, resource_id, before, after,
  request_id, ip, reason`;
/** An event with its link, in a query of audit_events `e` joined with audit_links `l`. */
const SEALED_COLUMNS = `e.seq::text AS seq, e.id, e.occurred_at, e.actor_id, e.actor_email, e.action, e.resource,
  e.resource_id, e.before, e.after, e.request_id, e.ip, e.reason, l.link::text AS link, l.prev_hash, l.hash`;

/** The insert of one unsealed event; `$1`… are the NewAuditRow's fields in this order. */
export const AUDIT_INSERT_COLUMNS =
  'id, occurred_at, actor_id, actor_email, action, resource, resource_id, before, after, request_id, ip, reason';

/** WHERE clause and parameters of a filter; dates are whole UTC days, `to` inclusive. */
const filterClause = (filter: AuditFilter, params: unknown[]) => {
  const conditions: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.actorId) add('actor_id = ?', filter.actorId);
  if (filter.action) add('action = ?', filter.action);
  if (filter.resource) add('resource = ?', filter.resource);
  if (filter.resourceId) add('resource_id = ?', filter.resourceId);
  if (filter.from) add('occurred_at >= ?::date', filter.from);
  if (filter.to) add(`occurred_at < ?::date + 1`, filter.to);
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
};

export const createAuditRepository = () => ({
  list: async (q: Queryable, filter: AuditFilter, page: { offset: number; limit: number; order: 'asc' | 'desc' }) => {
    const params: unknown[] = [];
    const where = filterClause(filter, params);
    const direction = page.order === 'asc' ? 'ASC' : 'DESC';
    const [rows, [count]] = await Promise.all([
      q.query<AuditRow>(
        `SELECT ${AUDIT_COLUMNS} FROM audit_events ${where} ORDER BY audit_events.seq ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`,
        params,
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events ${where}`, params),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** Matching events in chain order after `afterSeq`, for streaming exports page by page. */
  listFilteredAfter: (q: Queryable, filter: AuditFilter, afterSeq: string, limit: number) => {
    const params: unknown[] = [afterSeq];
    const where = filterClause(filter, params);
    return q.query<AuditRow>(
      `SELECT ${AUDIT_COLUMNS} FROM audit_events ${where ? `${where} AND` : 'WHERE'} seq > $1::bigint ORDER BY audit_events.seq LIMIT ${limit}`,
      params,
    );
  },

  /**
   * The statement that appends events, unsealed, in their order (a trigger queues each in audit_unsealed): it locks
   * nothing others append to, so audited transactions run side by side. The events travel as one JSON array, so the
   * text is the same for any number of them and its cached plan serves every call (array parameters would have it
   * planned again each time).
   */
  append: (rows: readonly NewAuditRow[]): Statement => ({
    sql: `INSERT INTO audit_events (${AUDIT_INSERT_COLUMNS})
       SELECT ${AUDIT_INSERT_COLUMNS} FROM jsonb_to_recordset($1::jsonb) AS e(id uuid, occurred_at timestamptz,
         actor_id uuid, actor_email text, action text, resource text, resource_id text, before jsonb, after jsonb,
         request_id text, ip text, reason text)`,
    params: [JSON.stringify(rows)],
  }),

  /** The chain's head, locked until the caller's transaction ends: one sealer at a time, across instances. */
  lockHead: async (q: Queryable) => {
    const [head] = await q.query<{ link: string; hash: string }>(
      prepared('SELECT seq::text AS link, hash FROM audit_head WHERE id = 1 FOR UPDATE'),
    );
    return head!;
  },

  /**
   * Committed events not yet sealed, oldest number first. Each is read by its number in a LATERAL with a LIMIT, which
   * the planner cannot turn into a join: a join, planned while the table was young, hashed every event on each seal.
   */
  unsealed: (q: Queryable, limit: number) =>
    q.query<AuditRow>(
      prepared(`SELECT e.* FROM (SELECT seq FROM audit_unsealed ORDER BY seq LIMIT ${Math.trunc(limit)}) u
       CROSS JOIN LATERAL (SELECT ${AUDIT_COLUMNS} FROM audit_events WHERE audit_events.seq = u.seq LIMIT 1) e
       ORDER BY u.seq`),
    ),

  /**
   * Writes the links, takes the events off the queue and moves the head to the last link, in one statement (the seals
   * as one JSON array, so its cached plan serves every seal).
   */
  seal: async (q: Queryable, seals: readonly AuditSeal[]) => {
    const last = seals[seals.length - 1]!;
    await q.query(
      prepared(`WITH sealed AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(seq bigint, link bigint, "prevHash" text, hash text)
       ),
       linked AS (INSERT INTO audit_links (seq, link, prev_hash, hash) SELECT seq, link, "prevHash", hash FROM sealed),
       dequeued AS (DELETE FROM audit_unsealed u USING sealed WHERE u.seq = sealed.seq)
       UPDATE audit_head SET seq = $2, hash = $3 WHERE id = 1`),
      [JSON.stringify(seals), last.link, last.hash],
    );
  },

  /** Sealed events in chain order after `afterLink`, for verifying the chain page by page. */
  sealedAfter: (q: Queryable, afterLink: string, limit: number) =>
    q.query<SealedAuditRow>(
      `SELECT ${SEALED_COLUMNS} FROM audit_links l JOIN audit_events e ON e.seq = l.seq
       WHERE l.link > $1::bigint ORDER BY l.link LIMIT ${limit}`,
      [afterLink],
    ),

  /**
   * Events waiting for the sealer, and events neither linked nor waiting (their queue row was removed behind the
   * product's back: outside the chain for good), the oldest of those named.
   */
  unlinked: async (q: Queryable) => {
    const [row] = await q.query<{ queued: number; lost: number; first_lost: string | null }>(
      `SELECT (SELECT count(*)::int FROM audit_unsealed) AS queued, count(*)::int AS lost, min(e.seq)::text AS first_lost
       FROM audit_events e
       WHERE NOT EXISTS (SELECT 1 FROM audit_links l WHERE l.seq = e.seq)
         AND NOT EXISTS (SELECT 1 FROM audit_unsealed u WHERE u.seq = e.seq)`,
    );
    return { queued: row?.queued ?? 0, lost: row?.lost ?? 0, firstLostSeq: row?.first_lost ?? null };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
