// What the HTTP edge asks of four eyes, as types the registrar and the approvals module share: the gate screens a
// call that names a policy, and a replay runs an approved proposal's stored request through its route's handler.
import type { ApprovalAction, Proposal } from '@blck/contract';
import type { Statement } from '../db/client';
import type { AuditContext, Session } from './request-context';

/** A call the gate screens: who, which policy, and the exact request as it arrived (wire names). */
export interface ScreenedCall {
  action: ApprovalAction;
  operationId: string;
  session: Session;
  params: Record<string, string>;
  /** The body as sent (stored, and parsed again when applied). */
  wireBody: unknown;
  /** The body as the handler reads it (the amounts and the reason come from here). */
  body: unknown;
  idempotencyKey: string | null;
  audit: AuditContext;
}

/** Applied at once (the handler's answer), or held back as a proposal. */
export type Screened<T> = { applied: T } | { proposal: Proposal };

export interface FourEyesGate {
  /**
   * The read a call's screening needs that does not depend on its maker, for the session check's statement to carry
   * (one round trip for both); null when four eyes are off.
   */
  read(call: Pick<ScreenedCall, 'action' | 'operationId' | 'idempotencyKey'>): Statement | null;
  /**
   * Applies the call at once or holds it back as a proposal; `run` is the call's own handler, `carried` what the
   * session check read for `read` (read now when not given).
   */
  screen<T>(call: ScreenedCall, run: () => Promise<T>, carried?: unknown): Promise<Screened<T>>;
}

/** Runs a stored request through its route's handler, as `as.session` (the maker) would have sent it. */
export type Replay = (
  operationId: string,
  stored: { params: Record<string, string>; body: unknown },
  as: { session: Session; audit: AuditContext; idempotencyKey: string; carrier: unknown },
) => Promise<unknown>;
