// What the HTTP edge asks of four eyes, as types the registrar and the approvals module share: the gate screens a
// call that names a policy, and a replay runs an approved proposal's stored request through its route's handler.
import type { ApprovalAction, Proposal } from '@blck/contract';
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

/** What a call's screening reads before its maker is known; only the gate looks inside. */
export interface ScreeningRead {
  readonly screeningRead: unique symbol;
}

export interface FourEyesGate {
  /** Starts the reads a call's screening needs that do not depend on its maker, to run beside the session check. */
  read(call: Pick<ScreenedCall, 'action' | 'operationId' | 'idempotencyKey'>): ScreeningRead;
  /** Applies the call at once or holds it back as a proposal; `run` is the call's own handler. */
  screen<T>(call: ScreenedCall, run: () => Promise<T>, read?: ScreeningRead): Promise<Screened<T>>;
}

/** Runs a stored request through its route's handler, as `as.session` (the maker) would have sent it. */
export type Replay = (
  operationId: string,
  stored: { params: Record<string, string>; body: unknown },
  as: { session: Session; audit: AuditContext; idempotencyKey: string; carrier: unknown },
) => Promise<unknown>;
