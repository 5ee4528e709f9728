// SQL of the audit trail: append one hash-chained event, read events back in chain order.
import type { AuditFilter } from '@blck/contract';
import type { Queryable } from '../../db/client';

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
  prev_hash: string;
  hash: string;
}

export type NewAuditRow = Omit<AuditRow, 'seq' | 'prev_hash' | 'hash'>;

const AUDIT_COLUMNS = `seq::text AS seq, id, occurred_at, actor_id, actor_email, action, resource, resource_id, before, after,
  request_id, ip, reason, prev_hash, hash`;

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
   * Appends one event as the next link of the chain, in one statement: locks the head (held until the
   * caller's transaction ends, so appends are serialised), computes the link hash from the previous hash, the
   * sequence number and the event's content digest, inserts the event and moves the head.
   */
  append: async (q: Queryable, row: NewAuditRow, contentDigest: string) => {
    await q.query(
      `WITH head AS (SELECT seq, hash FROM audit_head WHERE id = 1 FOR UPDATE),
       link AS (
         SELECT seq + 1 AS seq, hash AS prev_hash,
           encode(sha256(convert_to(hash || ':' || (seq + 1)::text || ':' || $12::text, 'UTF8')), 'hex') AS hash
         FROM head
       ),
       appended AS (
         INSERT INTO audit_events (seq, id, occurred_at, actor_id, actor_email, action, resource, resource_id,
           before, after, request_id, ip, reason, prev_hash, hash)
         SELECT link.seq, $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $13, link.prev_hash, link.hash
         FROM link
         RETURNING seq, hash
       )
       UPDATE audit_head SET seq = appended.seq, hash = appended.hash FROM appended WHERE audit_head.id = 1`,
      [
        row.id,
        row.occurred_at,
        row.actor_id,
        row.actor_email,
        row.action,
        row.resource,
        row.resource_id,
        row.before === null ? null : JSON.stringify(row.before),
        row.after === null ? null : JSON.stringify(row.after),
        row.request_id,
        row.ip,
        contentDigest,
        row.reason,
      ],
    );
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
