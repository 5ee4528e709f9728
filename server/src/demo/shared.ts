// What every demo seeding file shares: the length of a day and the audit context of seeding (no actor, no request).
import type { AuditContext } from '../http/request-context';

export const DAY = 86_400_000;

/** Seeding happens at start, on nobody's behalf. */
export const SEEDING: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };
