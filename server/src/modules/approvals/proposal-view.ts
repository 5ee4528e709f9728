// A proposal as the API shows it to one viewer, and the before → after lines read off the audit entries its
// rehearsal appended (so every action gets the same summary without a summariser of its own).
import {
  APPROVAL_ACTION_INFO,
  auditResourceLabel,
  BLCK_CURRENCY,
  formatBlck,
  hasPermission,
  type Admin,
  type Proposal,
  type ProposalChange,
  type ProposalPerson,
} from '@blck/contract';
import type { WitnessedEntry } from '../../lib/audit-witness';
import type { ProposalRow } from './approvals.repository';

const MAX_CHANGES = 60;

const person = (id: string | null, email: string | null, first: string | null, last: string | null) =>
  id && email ? ({ id, email, name: `${first ?? ''} ${last ?? ''}`.trim() || null } satisfies ProposalPerson) : null;

export const toProposal = (row: ProposalRow, viewer: Pick<Admin, 'id' | 'permissions'>): Proposal => {
  const pending = row.status === 'pending';
  const isMaker = row.maker_id === viewer.id;
  return {
    id: row.id,
    action: row.action,
    operationId: row.operation_id,
    request: { params: row.params, body: row.body },
    status: row.status,
    summary: row.summary,
    changes: row.changes,
    target: row.target_resource && row.target_id ? { resource: row.target_resource, id: row.target_id } : null,
    reason: row.reason,
    permission: row.permission,
    maker: person(row.maker_id, row.maker_email, row.maker_first_name, row.maker_last_name)!,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    decidedBy: person(row.decided_by, row.decider_email, row.decider_first_name, row.decider_last_name),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    comment: row.comment,
    canDecide:
      pending &&
      !isMaker &&
      !(row.target_resource === 'admin' && row.target_id === viewer.id) &&
      hasPermission(viewer.permissions, row.permission),
    canWithdraw: pending && isMaker,
  };
};

/** Whether a viewer may see a proposal at all: they made it, or their permissions let them decide it. */
export const mayView = (row: ProposalRow, viewer: Pick<Admin, 'id' | 'permissions'>) =>
  row.maker_id === viewer.id || hasPermission(viewer.permissions, row.permission);

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** `{ a: { b: 1 } }` → `{ 'a.b': 1 }`; arrays of scalars stay whole, arrays of records are indexed. */
const flatten = (value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> => {
  if (
    value !== null &&
    typeof value === 'object' &&
    !(Array.isArray(value) && value.every((v) => typeof v !== 'object'))
  ) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into[prefix] = value;
  }
  return into;
};

/** Ids and times a rehearsal makes up for new records: they will differ when the proposal is applied. */
const MADE_UP = /(^|\.)(id|[a-z]+Id|[a-z]+At)$/;

/** The lines that differ between each entry's before and after, in the entry's own words. */
export const changesOf = (entries: readonly WitnessedEntry[]): ProposalChange[] => {
  const lines: ProposalChange[] = [];
  for (const entry of entries) {
    const before = flatten(entry.before);
    const after = flatten(entry.after);
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const was = text(before[key]);
      const will = text(after[key]);
      if (was === will || (was === null && MADE_UP.test(key))) continue;
      lines.push({ label: key, before: was, after: will });
    }
  }
  return lines.slice(0, MAX_CHANGES);
};

/** One sentence: the action, the amounts that made it wait, and the record it changes. */
export const summaryOf = (
  action: Proposal['action'],
  target: WitnessedEntry | undefined,
  amounts: ReadonlyArray<{ currency: string; amount: string }>,
): string => {
  const moved = amounts.map(({ currency, amount }) =>
    currency === BLCK_CURRENCY ? formatBlck(amount) : `${formatBlck(amount)} paid in ${currency}`,
  );
  const money = moved.length > 0 ? ` of ${moved.join(' and ')}` : '';
  const record = target?.resourceId
    ? `, ${auditResourceLabel(target.resource).toLowerCase()} ${target.resourceId}`
    : '';
  return `${APPROVAL_ACTION_INFO[action].label}${money}${record}`;
};
