// How the audit chain is hashed: an event's content digest and the link hash that ties it to the one before, in
// each form the chain has used, so events hashed before a change still verify.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import type { NewAuditRow, SealedAuditRow } from './audit.repository';

export const GENESIS_HASH = '0'.repeat(64);

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

/** The link hash the database computed on append before the sealer (0019), when an event's link was its seq. */
export const auditLinkHash = (prevHash: string, seq: string, contentDigest: string): string =>
  createHash('sha256').update(`${prevHash}:${seq}:${contentDigest}`).digest('hex');

/** The hash the sealer gives an event: previous hash, its place in the chain, its number and its content digest. */
export const auditSealHash = (prevHash: string, link: string, seq: string, contentDigest: string): string =>
  createHash('sha256').update(`${prevHash}:${link}:${seq}:${contentDigest}`).digest('hex');

/** How events appended before the link hash moved into the database were hashed (still verified). */
const legacyAuditHash = (row: SealedAuditRow): string =>
  createHash('sha256')
    .update(row.prev_hash)
    .update(canonicalJson([row.seq, ...contentFields(row)]))
    .digest('hex');

/** Whether a sealed event's hash is what its content, its place and the hash before it give, in any form used. */
export const linkIntact = (row: SealedAuditRow): boolean => {
  const digest = auditContentDigest(row);
  if (auditSealHash(row.prev_hash, row.link, row.seq, digest) === row.hash) return true;
  const linkedOnAppend = row.link === row.seq;
  return (
    linkedOnAppend && (auditLinkHash(row.prev_hash, row.seq, digest) === row.hash || legacyAuditHash(row) === row.hash)
  );
};
