// The gate every call with `fourEyes` passes: it runs the call in one enclosing transaction and, before that commits,
// either keeps it (four eyes off, policy off, below the threshold, nobody else who could approve, or nothing changed)
// or rolls it back and records it as a proposal with what it expects to find, and answers 202.
import { createHash, randomUUID } from 'node:crypto';
import {
  APPROVAL_ACTION_INFO,
  AUDIT_ACTION,
  LEDGER_ERRORS,
  permissionAreaOf,
  type AuditResource,
} from '@blck/contract';
import type { Db } from '../../db/client';
import { readRider } from '../../db/statement';
import type { Config } from '../../config/env';
import { canonicalJson } from '../../lib/canonical-json';
import type { AuditWitness, WitnessedEntry } from '../../lib/audit-witness';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import type { FourEyesGate, ScreenedCall, Screened } from '../../http/four-eyes';
import type { AuditService } from '../audit/audit.service';
import { amountsMoved, amountsRequested, type MovedAmount } from './amounts';
import type { Mailer } from '../../adapters/mail';
import type { ApprovalsRepository, ProposalRow, ScreeningPolicy } from './approvals.repository';
import { exceedsThreshold } from './policies';
import { changesOf, summaryOf, toProposal } from './proposal-view';

export interface GateDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'approvals' | 'publicUrl' | 'brandName'>;
  mailer: Mailer;
  log: { warn(details: object, message: string): void };
  audit: Pick<AuditService, 'append'>;
  events: Pick<EventBus, 'changed'>;
  witness: AuditWitness;
  repository: ApprovalsRepository;
}

/** A call that ran and waits for a second admin: thrown to roll it back, carrying out what it did. */
class HeldBack {
  constructor(
    readonly entries: readonly WitnessedEntry[],
    readonly amounts: MovedAmount[],
  ) {}
}

export const fingerprintOf = (params: unknown, body: unknown) =>
  createHash('sha256').update(canonicalJson({ params, body })).digest('hex');

export const createGate = (deps: GateDeps): FourEyesGate => {
  const { db, clock, config, audit, events, witness, repository, mailer, log } = deps;

  /** Tells the admins who could decide by mail (APPROVAL_MAIL=on); a failed mail is logged, never the call's error. */
  const mailDeciders = async (made: ProposalRow) => {
    const recipients = await repository.deciderEmails(db, made.maker_id, made.permission);
    const maker = `${made.maker_first_name ?? ''} ${made.maker_last_name ?? ''}`.trim() || made.maker_email;
    await Promise.all(
      recipients.map((to) =>
        mailer
          .send({
            to,
            subject: `${config.brandName}: a change awaits your approval`,
            text:
              `${made.summary}\n\nProposed by ${maker}${made.reason ? ` (reason: ${made.reason})` : ''}. ` +
              `It waits for a second administrator until ${made.expires_at.toISOString()}.\n` +
              `Open ${config.publicUrl}/approvals to approve or reject it.\n`,
          })
          .catch((error: unknown) => log.warn({ err: error, proposalId: made.id }, 'approval mail failed')),
      ),
    );
  };

  /**
   * Runs the call once, in a transaction that encloses it, and looks at what it did before that commits: a call that
   * changed nothing, or moved no more than the threshold, commits as it ran; any other rolls back, and its audit
   * entries and the amounts it moved make the proposal. The amount compared with the threshold is the amount committed.
   */
  const applyOrHoldBack = async <T>(
    call: ScreenedCall,
    policy: ScreeningPolicy,
    run: () => Promise<T>,
  ): Promise<{ applied: T } | { heldBack: HeldBack }> => {
    const { money } = APPROVAL_ACTION_INFO[call.action];
    try {
      const applied = await db.enclose(async () => {
        const { result: answer, entries } = await witness.watch(run);
        if (entries.length === 0) return answer;
        const amounts = amountsMoved(call.action, call.body, answer);
        if (money && !exceedsThreshold(policy, amounts)) return answer;
        throw new HeldBack(entries, amounts);
      });
      return { applied };
    } catch (outcome) {
      if (outcome instanceof HeldBack) return { heldBack: outcome };
      throw outcome;
    }
  };

  const propose = async (call: ScreenedCall, { entries, amounts }: HeldBack) => {
    const info = APPROVAL_ACTION_INFO[call.action];
    const target = entries[0];
    const now = clock.now();
    const id = randomUUID();
    const reason = (call.body as { reason?: string | null } | undefined)?.reason ?? null;
    const row = await db.transaction(async (tx) => {
      await repository.insertProposal(tx, {
        id,
        action: call.action,
        operation_id: call.operationId,
        params: call.params,
        body: call.wireBody ?? {},
        expected: entries.map((entry) => entry.before ?? null),
        summary: summaryOf(call.action, target, amounts),
        changes: changesOf(entries),
        target_resource: target?.resource ?? null,
        target_id: target?.resourceId ?? null,
        reason,
        permission: info.permission,
        maker_id: call.session.admin.id,
        idempotency_key: call.idempotencyKey,
        fingerprint: fingerprintOf(call.params, call.wireBody),
        created_at: now,
        expires_at: new Date(now.getTime() + config.approvals.ttlMs),
      });
      const made = (await repository.findProposal(tx, id))!;
      await audit.append(tx, call.audit, {
        action: AUDIT_ACTION.proposalMade,
        resource: (target?.resource ?? 'approval_policy') as AuditResource,
        resourceId: target?.resourceId ?? null,
        before: null,
        after: { proposalId: id, action: call.action, summary: made.summary, changes: made.changes },
        reason,
      });
      return made;
    });
    events.changed({ area: permissionAreaOf(info.permission), resource: 'proposal', id, action: 'made' });
    if (config.approvals.mail) void mailDeciders(row);
    return toProposal(row, call.session.admin);
  };

  const screeningRead = (call: Pick<ScreenedCall, 'action' | 'operationId' | 'idempotencyKey'>) =>
    repository.screeningFactsRead({
      action: call.action,
      permission: APPROVAL_ACTION_INFO[call.action].permission,
      operationId: call.operationId,
      idempotencyKey: call.idempotencyKey,
    });

  return {
    read: (call) => (config.approvals.fourEyes ? screeningRead(call) : null),

    screen: async <T>(call: ScreenedCall, run: () => Promise<T>, carried?: unknown): Promise<Screened<T>> => {
      if (!config.approvals.fourEyes) return { applied: await run() };
      const info = APPROVAL_ACTION_INFO[call.action];
      const facts = repository.screeningFactsOf(
        carried === undefined ? await readRider(db, screeningRead(call)) : carried,
      );
      if (!facts?.policy.enabled) return { applied: await run() };
      const { policy } = facts;
      const maker = call.session.admin.id;
      if (!facts.deciderIds.some((id) => id !== maker)) return { applied: await run() };
      if (call.idempotencyKey && facts.earlierMakerIds.includes(maker)) {
        const earlier = await repository.findByIdempotencyKey(db, maker, call.operationId, call.idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprintOf(call.params, call.wireBody)) {
            throw apiError(LEDGER_ERRORS.idempotencyKeyReused);
          }
          return { proposal: toProposal(earlier, call.session.admin) };
        }
      }
      // A move whose request already shows it below the threshold applies without an enclosing transaction (a
      // deposit then joins the others' group commit).
      const requested = info.money ? amountsRequested(call.action, call.body) : null;
      if (requested && !exceedsThreshold(policy, requested)) return { applied: await run() };
      const outcome = await applyOrHoldBack(call, policy, run);
      if ('applied' in outcome) return outcome;
      return { proposal: await propose(call, outcome.heldBack) };
    },
  };
};

export type Gate = ReturnType<typeof createGate>;
