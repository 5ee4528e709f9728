// Deciding on proposals: approval applies the stored request exactly once, in one transaction with its ledger legs,
// its audit and the decision (refused with 409 when what it expected changed); rejection, withdrawal by the maker,
// and expiry record the decision and apply nothing.
import {
  APPROVALS_ERRORS,
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  endpoints,
  type EndpointName,
  hasPermission,
  permissionAreaOf,
  type Admin,
  type AuditResource,
  type ProposalStatus,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { canonicalJson } from '../../lib/canonical-json';
import type { AuditWitness } from '../../lib/audit-witness';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { apiError, HttpError } from '../../lib/http-error';
import type { Replay } from '../../http/four-eyes';
import type { AuditContext, Session } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import type { ApprovalsRepository, ProposalRow } from './approvals.repository';
import { mayView, toProposal } from './proposal-view';

export interface DecisionsDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditService, 'append'>;
  events: Pick<EventBus, 'changed'>;
  witness: AuditWitness;
  repository: ApprovalsRepository;
  replay: () => Replay;
  /** The maker as they are now (null when gone). */
  findAdmin(id: string): Promise<Admin | null>;
}

const EXPIRY_BATCH = 100;

/** Thrown inside the approval's transaction when the proposal has expired, so it rolls back before expiring it. */
class ExpiredProposal {}

export const createDecisions = (deps: DecisionsDeps) => {
  const { db, clock, audit, events, witness, repository } = deps;

  const announce = (row: ProposalRow, status: ProposalStatus) =>
    events.changed({ area: permissionAreaOf(row.permission), resource: 'proposal', id: row.id, action: status });

  const record = async (
    tx: Queryable,
    row: ProposalRow,
    status: Exclude<ProposalStatus, 'pending'>,
    by: string | null,
    comment: string | null,
    context: AuditContext,
  ) => {
    await repository.decide(tx, row.id, status, clock.now(), by, comment);
    const action = {
      applied: AUDIT_ACTION.proposalApproved,
      rejected: AUDIT_ACTION.proposalRejected,
      withdrawn: AUDIT_ACTION.proposalWithdrawn,
      expired: AUDIT_ACTION.proposalExpired,
    }[status];
    await audit.append(tx, context, {
      action,
      resource: (row.target_resource ?? 'approval_policy') as AuditResource,
      resourceId: row.target_id,
      before: { proposalId: row.id, status: 'pending' },
      after: { proposalId: row.id, status, comment },
    });
  };

  /** Marks every pending proposal whose time ran out as expired (audited, announced). */
  const expireDue = async () => {
    const now = clock.now();
    const expired = await db.transaction(async (tx) => {
      const due = await repository.lockDueForExpiry(tx, now, EXPIRY_BATCH);
      const system: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };
      for (const row of due) await record(tx, row, 'expired', null, null, system);
      return due;
    });
    for (const row of expired) announce(row, 'expired');
    return expired.length;
  };

  /** The proposal locked for a decision, after the checks every decision shares. */
  const lockForDecision = async (tx: Queryable, id: string, viewer: Admin) => {
    const row = await repository.lockProposal(tx, id);
    if (!row || !mayView(row, viewer)) throw apiError(APPROVALS_ERRORS.notFound);
    return row;
  };

  const assertDecider = (row: ProposalRow, viewer: Admin) => {
    if (row.maker_id === viewer.id) throw apiError(APPROVALS_ERRORS.ownProposal);
    if (row.target_resource === AUDIT_RESOURCE.admin && row.target_id === viewer.id) {
      throw apiError(APPROVALS_ERRORS.ownAccount);
    }
    if (!hasPermission(viewer.permissions, row.permission)) {
      throw apiError(APPROVALS_ERRORS.cannotApprove, row.permission);
    }
  };

  const assertOpen = (row: ProposalRow) => {
    if (row.status === 'expired') throw apiError(APPROVALS_ERRORS.expired);
    if (row.status !== 'pending') throw apiError(APPROVALS_ERRORS.notPending, row.status);
    if (new Date(row.expires_at).getTime() <= clock.now().getTime()) throw new ExpiredProposal();
  };

  /** Runs a decision; an expired proposal is expired in its own transaction, then refused. */
  const decideOpen = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ExpiredProposal)) throw error;
      await expireDue();
      throw apiError(APPROVALS_ERRORS.expired);
    }
  };

  /** A refusal of the applied request, as the approval answers it: a 409 that says why, nothing applied. */
  const asApprovalRefusal = (error: unknown): unknown => {
    if (!(error instanceof HttpError)) return error;
    if (error.status === 409) return error;
    return apiError(APPROVALS_ERRORS.cannotApply, error.message);
  };

  /** Replays the proposal's request as its maker and checks it found what the proposal expected. */
  const apply = async (row: ProposalRow, context: AuditContext, carrier: unknown) => {
    const maker = await deps.findAdmin(row.maker_id);
    const access = endpoints[row.operation_id as EndpointName]?.access;
    if (
      !maker ||
      !maker.isActive ||
      !maker.isConfirmed ||
      !access ||
      !hasPermission(maker.permissions, access as never)
    ) {
      throw apiError(APPROVALS_ERRORS.makerCannotAct);
    }
    const before = witness.seen().length;
    try {
      await deps.replay()(
        row.operation_id,
        { params: row.params, body: row.body },
        {
          session: { admin: maker, tokenHash: '', reauthenticatedAt: clock.now() },
          audit: { ...context, actorId: maker.id, actorEmail: maker.email },
          idempotencyKey: `proposal:${row.id}`,
          carrier,
        },
      );
    } catch (error) {
      throw asApprovalRefusal(error);
    }
    const found = witness
      .seen()
      .slice(before)
      .map((entry) => entry.before ?? null);
    if (canonicalJson(found) !== canonicalJson(row.expected)) {
      throw apiError(APPROVALS_ERRORS.stale, 'the record it changes is no longer as it was');
    }
  };

  return {
    expireDue,

    approve: async (session: Session, id: string, comment: string | null, context: AuditContext, carrier: unknown) => {
      await expireDue();
      const row = await decideOpen(async () => {
        const { result } = await witness.watch(() =>
          db.enclose(async (tx) => {
            const locked = await lockForDecision(tx, id, session.admin);
            assertDecider(locked, session.admin);
            assertOpen(locked);
            await apply(locked, context, carrier);
            await record(tx, locked, 'applied', session.admin.id, comment, context);
            return locked;
          }),
        );
        return result;
      });
      announce(row, 'applied');
      return toProposal((await repository.findProposal(db, id))!, session.admin);
    },

    reject: async (session: Session, id: string, comment: string, context: AuditContext) => {
      await expireDue();
      const row = await decideOpen(() =>
        db.transaction(async (tx) => {
          const locked = await lockForDecision(tx, id, session.admin);
          assertDecider(locked, session.admin);
          assertOpen(locked);
          await record(tx, locked, 'rejected', session.admin.id, comment, context);
          return locked;
        }),
      );
      announce(row, 'rejected');
      return toProposal((await repository.findProposal(db, id))!, session.admin);
    },

    withdraw: async (session: Session, id: string, context: AuditContext) => {
      await expireDue();
      const row = await decideOpen(() =>
        db.transaction(async (tx) => {
          const locked = await lockForDecision(tx, id, session.admin);
          if (locked.maker_id !== session.admin.id) throw apiError(APPROVALS_ERRORS.notMaker);
          assertOpen(locked);
          await record(tx, locked, 'withdrawn', session.admin.id, null, context);
          return locked;
        }),
      );
      announce(row, 'withdrawn');
      return toProposal((await repository.findProposal(db, id))!, session.admin);
    },
  };
};

export type Decisions = ReturnType<typeof createDecisions>;
