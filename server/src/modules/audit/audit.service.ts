// The audit trail of DESIGN §8: every change appended in its own transaction, hash-chained, secrets removed.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { canonicalJson } from '../../lib/canonical-json';
import type { Clock } from '../../lib/clock';
import type { AuditRepository, AuditRow } from './audit.repository';

/** Who did it and from where; taken from the request. */
export interface AuditContext {
  actorId: string | null;
  actorEmail: string | null;
  requestId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  resource: string;
  resourceId?: string | null;
  before?: unknown;
  after?: unknown;
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

export const hashAuditRow = (row: Omit<AuditRow, 'hash'>): string =>
  createHash('sha256')
    .update(row.prev_hash)
    .update(
      canonicalJson([
        row.seq,
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
      ]),
    )
    .digest('hex');

export const createAuditService = ({ auditRepository, clock }: { auditRepository: AuditRepository; clock: Clock }) => ({
  /** Appends inside the caller's transaction; call it last, since it holds the chain head until commit. */
  append: async (tx: Queryable, context: AuditContext, entry: AuditEntry) => {
    const head = await auditRepository.lockHead(tx);
    const unhashed: Omit<AuditRow, 'hash'> = {
      seq: (BigInt(head.seq) + 1n).toString(),
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
      prev_hash: head.hash,
    };
    await auditRepository.insert(tx, { ...unhashed, hash: hashAuditRow(unhashed) });
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
