// The audit trail of DESIGN §8: every change appended in its own transaction, secrets removed, and sealed into a hash
// chain right after it commits (audit.sealer.ts).
import { randomUUID } from 'node:crypto';
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
import { runWrites } from '../../db/statement';
import { csvLine } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { AuditContext } from '../../http/request-context';
import type { AuditWitness } from '../../lib/audit-witness';
import type { AuditRepository, AuditRow, NewAuditRow } from './audit.repository';
import { GENESIS_HASH, linkIntact } from './audit.chain';
import { createAuditSealer } from './audit.sealer';

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

const PAGE = 1000;

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
  onSealError,
  sealDelayMs,
}: {
  db: Db;
  auditRepository: AuditRepository;
  clock: Clock;
  /** Told of every appended entry (four eyes reads a rehearsal's entries from it). */
  witness?: Pick<AuditWitness, 'saw'>;
  /** Told when sealing failed (it is tried again on the next commit, sweep or verify). */
  onSealError?: (error: unknown) => void;
  sealDelayMs?: number;
}) => {
  const sealer = createAuditSealer({ db, auditRepository, onError: onSealError, delayMs: sealDelayMs });
  const self = {
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

    /**
     * Walks the whole chain; the first event whose link or hash does not match is reported. Seals what has committed
     * first, unless `seal` is false (the offline `npm run verify`, which writes nothing and counts the unsealed).
     */
    verify: async ({ seal = true }: { seal?: boolean } = {}) => {
      if (seal) await sealer.sealNow();
      let previousHash = GENESIS_HASH;
      let previousLink = 0n;
      let checked = 0;
      for (let after = '0'; ;) {
        const rows = await auditRepository.sealedAfter(db, after, PAGE);
        for (const row of rows) {
          const intact = BigInt(row.link) === previousLink + 1n && row.prev_hash === previousHash && linkIntact(row);
          if (!intact) {
            const { queued } = await auditRepository.unlinked(db);
            return { valid: false, checked, firstBrokenSeq: row.seq, unsealed: queued };
          }
          previousHash = row.hash;
          previousLink = BigInt(row.link);
          checked += 1;
        }
        if (rows.length === PAGE) {
          after = rows[rows.length - 1]!.link;
          continue;
        }
        // An event neither in the chain nor waiting for the sealer was taken off its queue: that is a break too.
        const { queued, lost, firstLostSeq } = await auditRepository.unlinked(db);
        if (lost > 0) return { valid: false, checked, firstBrokenSeq: firstLostSeq, unsealed: queued };
        return { valid: true, checked, firstBrokenSeq: null, unsealed: queued };
      }
    },

    /** Seals every committed event now (at start-up: what a crash left unsealed; at shutdown: what is left). */
    seal: async () => {
      await sealer.sealNow();
      sealer.cancel();
    },
    /** Seals soon without waiting (the periodic sweep: what another instance left unsealed). */
    sealSoon: () => sealer.poke(),

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

    /**
     * The append as a statement, for a caller that sends it with its own writes in one round trip (runWrites, or
     * with COMMIT); `appended(tx)` in the transaction, once it is sent or named as the transaction's final write.
     */
    prepareAppend: (context: AuditContext, entry: AuditEntry) => self.prepareAppendAll([{ context, entry }]),

    /** Several appends in one statement, in this order (the events of a batch of deposits). */
    prepareAppendAll: (appends: ReadonlyArray<{ context: AuditContext; entry: AuditEntry }>) => {
      const rows = appends.map(({ context, entry }): NewAuditRow => ({
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
      }));
      return {
        statement: auditRepository.append(rows),
        appended: (tx: Queryable) => {
          db.afterCommit(sealer.poke, tx);
          appends.forEach(({ entry }, index) =>
            witness?.saw({ ...entry, before: rows[index]!.before, after: rows[index]!.after }),
          );
        },
      };
    },

    /** Appends inside the caller's transaction; the sealer links the event into the chain once it committed. */
    append: async (tx: Queryable, context: AuditContext, entry: AuditEntry) => {
      const { statement, appended } = self.prepareAppend(context, entry);
      await runWrites(tx, [statement]);
      appended(tx);
    },
  };
  return self;
};

export type AuditService = ReturnType<typeof createAuditService>;
