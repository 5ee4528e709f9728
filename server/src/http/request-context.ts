// Who is calling and what the audit records about the call: the two values every route hands its service.
// Types only (no Fastify), so services may import them without knowing HTTP.
import type { Admin } from '@blck/contract';

/** The signed-in admin behind a request. */
export interface Session {
  admin: Admin;
  tokenHash: string;
  /** When the admin last confirmed it is them (password or code) in this session. */
  reauthenticatedAt: Date | null;
}

/** A session accepted, and what the read it carried (`rider`, another module's) found: undefined without one. */
export interface Authenticated {
  session: Session;
  carried: unknown;
}

/** Who did it and from where, as each audit event records it (nulls for the terminal and for system work). */
export interface AuditContext {
  actorId: string | null;
  actorEmail: string | null;
  requestId: string | null;
  ip: string | null;
}
