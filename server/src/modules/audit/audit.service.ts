// The audit trail of DESIGN §8: every change appended in its own transaction, hash-chained, secrets removed.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AUDIT_RESOURCE_READ_PERMISSION,
  hasPermission,
  type AuditAction,
  type AuditEvent,
  type AuditFilter,
  type AuditListQuery,
  type AuditResource,
} from '@blck/contract';
import { COMMON_ERRORS } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { Db, Queryable } from '../../db/client';
import { canonicalJson } from '../../lib/canonical-json';
import { csvLine } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { AuditContext } from '../../http/request-context';
import type { AuditWitness } from '../../lib/audit-witness';
import type { AuditRepository, AuditRow, NewAuditRow } from './audit.repository';

/** The request context's type, re-exported for the services that still import it from here. */
export type { AuditContext };

export interface AuditEntry {
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Why, as the admin said it (the request's optional `reason`). */
  reason?: string | null;
}

const SECRET_KEY = /pass(word)?|code|token|secret|captcha|hash|binding|otp/i;

/** Drops every field whose name says it holds a secret, at any depth. */
export const redactSecrets = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, redactSecrets(inner)]),
    );
  }
  return value;
};

/**
 * What an event says, in hashing order (everything but its place in the chain). The reason (0014) comes last and only
 * when there is one, so every event without one hashes exactly as before.
 */
const contentFields = (row: NewAuditRow) => [
  row.id,
  new Date(row.occurred_at).toISOString(),
  row.actor_id,
  row.actor_email,
  row.action,
  row.resource,
  row.resource_id,
  row.before,
  row.after,
  row.request_id,
  row.ip,
  ...(row.reason === null || row.reason === undefined ? [] : [row.reason]),
];

/** The digest of what an event says. */
export const auditContentDigest = (row: NewAuditRow): string =>
  createHash('sha256')
    .update(canonicalJson(contentFields(row)))
    .digest('hex');

/** The link hash the database computes on append: previous hash, sequence number and content digest. */
export const auditLinkHash = (prevHash: string, seq: string, contentDigest: string): string =>
  createHash('sha256').update(`${prevHash}:${seq}:${contentDigest}`).digest('hex');

/** How events appended before the link hash moved into the database were hashed (still verified). */
const legacyAuditHash = (row: AuditRow): string =>
  createHash('sha256')
    .update(row.prev_hash)
    .update(canonicalJson([row.seq, ...contentFields(row)]))
    .digest('hex');

const linkIntact = (row: AuditRow): boolean => {
  return (
    auditLinkHash(row.prev_hash, row.seq, auditContentDigest(row)) === row.hash || legacyAuditHash(row) === row.hash
  );
};

const PAGE = 1000;
const GENESIS_HASH = '0'.repeat(64);

export const toAuditEvent = (row: AuditRow): AuditEvent => ({
  seq: row.seq,
  id: row.id,
  occurredAt: new Date(row.occurred_at).toISOString(),
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  action: row.action,
  resource: row.resource,
  resourceId: row.resource_id,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason ?? null,
  requestId: row.request_id,
  ip: row.ip,
});

const CSV_HEADER = [
  'seq',
  'occurredAt',
  'actorEmail',
  'actorId',
  'action',
  'resource',
  'resourceId',
  'before',
  'after',
  'requestId',
  'ip',
  'reason',
];

export const createAuditService = ({
  db,
  auditRepository,
  clock,
  witness,
}: {
  db: Db;
  auditRepository: AuditRepository;
  clock: Clock;
  /** Told of every appended entry (four eyes reads a rehearsal's entries from it). */
  witness?: Pick<AuditWitness, 'saw'>;
}) => ({
  /**
   * The whole trail needs `audit.view`; one record's own history (resource and id, no other filter) needs only
   * the permission that reads that record.
   */
  list: async (permissions: readonly string[], query: AuditListQuery) => {
    const { page, perPage, order, ...filter } = query;
    if (!hasPermission(permissions, 'audit.view')) {
      const { resource, resourceId, ...others } = filter;
      const oneRecord = resource !== undefined && resourceId !== undefined && Object.keys(others).length === 0;
      if (!oneRecord) {
        throw apiError(COMMON_ERRORS.permissionDenied, 'audit.view');
      }
      const needed = AUDIT_RESOURCE_READ_PERMISSION[resource];
      if (!hasPermission(permissions, needed)) {
        throw apiError(COMMON_ERRORS.permissionDenied, needed);
      }
    }
    const { rows, total } = await auditRepository.list(db, filter, { offset: page * perPage, limit: perPage, order });
    return { events: rows.map(toAuditEvent), total };
  },

  /** Walks the whole chain; the first event whose link or hash does not match is reported. */
  verify: async () => {
    let previousHash = GENESIS_HASH;
    let previousSeq = 0n;
    let checked = 0;
    for (let after = '0'; ;) {
      const rows = await auditRepository.listFilteredAfter(db, {}, after, PAGE);
      for (const row of rows) {
        const intact = BigInt(row.seq) === previousSeq + 1n && row.prev_hash === previousHash && linkIntact(row);
        if (!intact) return { valid: false, checked, firstBrokenSeq: row.seq };
        previousHash = row.hash;
        previousSeq = BigInt(row.seq);
        checked += 1;
      }
      if (rows.length < PAGE) return { valid: true, checked, firstBrokenSeq: null };
      after = rows[rows.length - 1]!.seq;
    }
  },

  /** Every matching event as CSV, read page by page so a large trail never sits in memory. */
  exportCsv: (filter: AuditFilter): Readable =>
    Readable.from(
      (async function* () {
        yield csvLine(CSV_HEADER);
        for (let after = '0'; ;) {
          const rows = await auditRepository.listFilteredAfter(db, filter, after, PAGE);
          for (const row of rows) {
            const event = toAuditEvent(row);
            yield csvLine(CSV_HEADER.map((column) => event[column as keyof AuditEvent]));
          }
          if (rows.length < PAGE) return;
          after = rows[rows.length - 1]!.seq;
        }
      })(),
    ),

  /** Appends inside the caller's transaction; call it last, since it holds the chain head until commit. */
  append: async (tx: Queryable, context: AuditContext, entry: AuditEntry) => {
    const row: NewAuditRow = {
      id: randomUUID(),
      occurred_at: clock.now(),
      actor_id: context.actorId,
      actor_email: context.actorEmail,
      action: entry.action,
      resource: entry.resource,
      resource_id: entry.resourceId ?? null,
      before: redactSecrets(entry.before),
      after: redactSecrets(entry.after),
      request_id: context.requestId,
      ip: context.ip,
      reason: entry.reason ?? null,
    };
    await auditRepository.append(tx, row, auditContentDigest(row));
    witness?.saw({ ...entry, before: row.before, after: row.after });
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
