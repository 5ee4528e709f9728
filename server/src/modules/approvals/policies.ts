// Approval policies as data: which actions wait for a second admin and above which amounts; editing one is itself an
// action under four eyes (the route carries `fourEyes: 'approvalPolicies'`).
import {
  APPROVAL_ACTION_INFO,
  APPROVALS_ERRORS,
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  toBaseUnits,
  type ApprovalAction,
  type ApprovalPolicy,
  type UpdateApprovalPolicyBody,
} from '@blck/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { apiError } from '../../lib/http-error';
import type { EventBus } from '../../lib/events';
import type { Session } from '../../http/request-context';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { ApprovalsRepository, PolicyRow } from './approvals.repository';

export interface PoliciesDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditService, 'append'>;
  events: Pick<EventBus, 'changed'>;
  repository: ApprovalsRepository;
}

export const toPolicy = (row: PolicyRow): ApprovalPolicy => {
  const info = APPROVAL_ACTION_INFO[row.action];
  return {
    action: row.action,
    label: info.label,
    money: info.money,
    permission: info.permission,
    enabled: row.enabled,
    defaultThreshold: info.money ? row.default_threshold : null,
    thresholds: info.money ? row.thresholds : {},
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    updatedBy:
      row.updated_by && row.updated_by_email
        ? {
            id: row.updated_by,
            email: row.updated_by_email,
            name: `${row.updated_by_first_name ?? ''} ${row.updated_by_last_name ?? ''}`.trim() || null,
          }
        : null,
  };
};

/**
 * Whether amounts moved (in $BLCK, by the currency they belong to) exceed a money policy: each currency is held to
 * its own threshold, or the default one; without either, any amount waits.
 */
export const exceedsThreshold = (
  policy: Pick<PolicyRow, 'default_threshold' | 'thresholds'>,
  amounts: ReadonlyArray<{ currency: string; amount: string }>,
): boolean =>
  amounts.some(({ currency, amount }) => {
    const threshold = policy.thresholds[currency] ?? policy.default_threshold;
    return threshold === null || toBaseUnits(amount) > toBaseUnits(threshold);
  });

const auditState = (row: PolicyRow) => ({
  enabled: row.enabled,
  defaultThreshold: row.default_threshold,
  thresholds: row.thresholds,
});

export const createPolicies = ({ db, clock, audit, events, repository }: PoliciesDeps) => ({
  list: async () => (await repository.listPolicies(db)).map(toPolicy),

  find: (action: ApprovalAction) => repository.findPolicy(db, action),

  update: async (session: Session, action: ApprovalAction, body: UpdateApprovalPolicyBody, context: AuditContext) => {
    const info = APPROVAL_ACTION_INFO[action];
    if (!info.money && (body.thresholds !== undefined || body.defaultThreshold !== undefined)) {
      throw apiError(APPROVALS_ERRORS.thresholdForNonMoney);
    }
    const policy = await db.transaction(async (tx) => {
      const current = await repository.lockPolicy(tx, action);
      if (!current) throw apiError(APPROVALS_ERRORS.policyNotFound);
      const next = {
        enabled: body.enabled,
        defaultThreshold: info.money ? (body.defaultThreshold ?? current.default_threshold) : null,
        thresholds: info.money ? (body.thresholds ?? current.thresholds) : {},
      };
      await repository.updatePolicy(tx, action, next, clock.now(), session.admin.id);
      await audit.append(tx, context, {
        action: AUDIT_ACTION.approvalPolicyUpdated,
        resource: AUDIT_RESOURCE.approvalPolicy,
        resourceId: action,
        before: auditState(current),
        after: next,
      });
      return (await repository.findPolicy(tx, action))!;
    });
    events.changed({ area: 'admins', resource: 'proposal', id: action, action: 'policy' });
    return toPolicy(policy);
  },
});

export type Policies = ReturnType<typeof createPolicies>;
