// The SQL of four eyes: approval policies and proposals (this module owns both tables; admins are read through the
// admin_accounts view).
import type { ApprovalAction, Permission, ProposalStatus } from '@blck/contract';
import type { Queryable, Statement } from '../../db/client';

export interface PolicyRow {
  action: ApprovalAction;
  enabled: boolean;
  default_threshold: string | null;
  thresholds: Record<string, string>;
  updated_at: Date | null;
  updated_by: string | null;
  updated_by_email: string | null;
  updated_by_first_name: string | null;
  updated_by_last_name: string | null;
}

/** What screening a call needs of its action's policy. */
export type ScreeningPolicy = Pick<PolicyRow, 'enabled' | 'default_threshold' | 'thresholds'>;

/** What the gate reads of every guarded call before its maker is known. */
export interface ScreeningFacts {
  policy: ScreeningPolicy;
  /** Up to two admins who could decide. */
  deciderIds: string[];
  /** The makers of proposals already made under the call's Idempotency-Key for its operation. */
  earlierMakerIds: string[];
}

export interface ProposalRow {
  id: string;
  action: ApprovalAction;
  operation_id: string;
  params: Record<string, string>;
  body: unknown;
  expected: unknown;
  summary: string;
  changes: Array<{ label: string; before: string | null; after: string | null }>;
  target_resource: string | null;
  target_id: string | null;
  reason: string | null;
  permission: Permission;
  maker_id: string;
  idempotency_key: string | null;
  fingerprint: string;
  status: ProposalStatus;
  created_at: Date;
  expires_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  comment: string | null;
  maker_email: string;
  maker_first_name: string | null;
  maker_last_name: string | null;
  decider_email: string | null;
  decider_first_name: string | null;
  decider_last_name: string | null;
}

export type NewProposal = Omit<
  ProposalRow,
  | 'status'
  | 'decided_by'
  | 'decided_at'
  | 'comment'
  | 'maker_email'
  | 'maker_first_name'
  | 'maker_last_name'
  | 'decider_email'
  | 'decider_first_name'
  | 'decider_last_name'
>;

export interface ProposalFilter {
  viewerId: string;
  /** The viewer's permissions: they see proposals they made and those their permissions let them decide. */
  permissions: readonly string[];
  view: 'waiting' | 'mine' | 'decided' | 'all';
  action?: ApprovalAction | undefined;
  status?: ProposalStatus | undefined;
  sort: 'createdAt' | 'expiresAt' | 'decidedAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const POLICY_SELECT = `SELECT p.action, p.enabled, p.default_threshold, p.thresholds, p.updated_at, p.updated_by,
    a.email AS updated_by_email, a.first_name AS updated_by_first_name, a.last_name AS updated_by_last_name
  FROM approval_policies p LEFT JOIN admin_accounts a ON a.id = p.updated_by`;

const PROPOSAL_SELECT = `
  SELECT p.*, m.email AS maker_email, m.first_name AS maker_first_name, m.last_name AS maker_last_name,
    d.email AS decider_email, d.first_name AS decider_first_name, d.last_name AS decider_last_name
  FROM proposals p
  JOIN admin_accounts m ON m.id = p.maker_id
  LEFT JOIN admin_accounts d ON d.id = p.decided_by`;

/** Proposals the viewer ($1, holding $2) may decide: not theirs, not about their own account, within their permissions. */
const DECIDABLE = `p.maker_id <> $1 AND p.permission = ANY($2::text[])
  AND NOT (p.target_resource = 'admin' AND p.target_id = $1::text)`;

const SORT_COLUMNS = { createdAt: 'p.created_at', expiresAt: 'p.expires_at', decidedAt: 'p.decided_at' } as const;

/** The WHERE clause of a viewer's proposals under a filter, with its parameters. */
const filterClause = (filter: ProposalFilter) => {
  const params: unknown[] = [filter.viewerId, filter.permissions];
  const conditions = ['(p.maker_id = $1 OR p.permission = ANY($2::text[]))'];
  if (filter.view === 'waiting') conditions.push(`p.status = 'pending' AND ${DECIDABLE}`);
  if (filter.view === 'mine') conditions.push('p.maker_id = $1');
  if (filter.view === 'decided') conditions.push(`p.status <> 'pending'`);
  if (filter.action) {
    params.push(filter.action);
    conditions.push(`p.action = $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`p.status = $${params.length}`);
  }
  return { where: conditions.join(' AND '), params };
};

export const createApprovalsRepository = () => ({
  listPolicies: (q: Queryable) => q.query<PolicyRow>(`${POLICY_SELECT} ORDER BY p.action`),

  findPolicy: async (q: Queryable, action: string) =>
    (await q.query<PolicyRow>(`${POLICY_SELECT} WHERE p.action = $1`, [action]))[0] ?? null,

  lockPolicy: async (q: Queryable, action: string) =>
    (await q.query<PolicyRow>(`${POLICY_SELECT} WHERE p.action = $1 FOR UPDATE OF p`, [action]))[0] ?? null,

  updatePolicy: async (
    q: Queryable,
    action: string,
    change: { enabled: boolean; defaultThreshold: string | null; thresholds: Record<string, string> },
    at: Date,
    by: string,
  ) => {
    await q.query(
      `UPDATE approval_policies SET enabled = $2, default_threshold = $3, thresholds = $4::jsonb, updated_at = $5,
         updated_by = $6 WHERE action = $1`,
      [action, change.enabled, change.defaultThreshold, JSON.stringify(change.thresholds), at, by],
    );
  },

  /**
   * What the gate needs of every guarded call, read before its maker is known, so the session check's statement
   * carries it (`riderColumn`): the action's policy and, when it is on, up to two admins who could decide (active,
   * confirmed, holding the permission: with the maker among them, one other still decides) and the makers of the
   * proposals already made under this Idempotency-Key for this operation. Its row arrives as JSON, hence the
   * threshold as text; `screeningFactsOf` reads it.
   */
  screeningFactsRead: (call: {
    action: string;
    permission: Permission;
    operationId: string;
    idempotencyKey: string | null;
  }): Statement => ({
    sql: `SELECT p.enabled, p.default_threshold::text AS default_threshold, p.thresholds,
         CASE WHEN p.enabled THEN ARRAY(
           SELECT d.id::text FROM admin_accounts d
           WHERE d.is_active AND d.is_confirmed AND d.registered_at IS NOT NULL AND $2 = ANY(d.permissions) LIMIT 2
         ) END AS decider_ids,
         CASE WHEN p.enabled AND $4::text IS NOT NULL THEN ARRAY(
           SELECT e.maker_id::text FROM proposals e WHERE e.operation_id = $3 AND e.idempotency_key = $4
         ) END AS earlier_maker_ids
       FROM approval_policies p WHERE p.action = $1`,
    params: [call.action, call.permission, call.operationId, call.idempotencyKey],
  }),

  /** The screening facts from the row `screeningFactsRead` gave (null: the action has no policy). */
  screeningFactsOf: (carried: unknown): ScreeningFacts | null => {
    if (carried === null || carried === undefined) return null;
    const row = carried as ScreeningPolicy & { decider_ids: string[] | null; earlier_maker_ids: string[] | null };
    return {
      policy: { enabled: row.enabled, default_threshold: row.default_threshold, thresholds: row.thresholds },
      deciderIds: row.decider_ids ?? [],
      earlierMakerIds: row.earlier_maker_ids ?? [],
    };
  },

  /** The emails of the admins who could decide (active, confirmed, holding `permission`), the maker excepted. */
  deciderEmails: async (q: Queryable, makerId: string, permission: Permission) =>
    (
      await q.query<{ email: string }>(
        `SELECT email FROM admin_accounts
         WHERE id <> $1 AND is_active AND is_confirmed AND registered_at IS NOT NULL AND $2 = ANY(permissions)
         ORDER BY email`,
        [makerId, permission],
      )
    ).map((row) => row.email),

  insertProposal: async (q: Queryable, row: NewProposal) => {
    await q.query(
      `INSERT INTO proposals (id, action, operation_id, params, body, expected, summary, changes, target_resource,
         target_id, reason, permission, maker_id, idempotency_key, fingerprint, created_at, expires_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        row.id,
        row.action,
        row.operation_id,
        JSON.stringify(row.params),
        JSON.stringify(row.body),
        JSON.stringify(row.expected),
        row.summary,
        JSON.stringify(row.changes),
        row.target_resource,
        row.target_id,
        row.reason,
        row.permission,
        row.maker_id,
        row.idempotency_key,
        row.fingerprint,
        row.created_at,
        row.expires_at,
      ],
    );
  },

  findProposal: async (q: Queryable, id: string) =>
    (await q.query<ProposalRow>(`${PROPOSAL_SELECT} WHERE p.id = $1`, [id]))[0] ?? null,

  /** The proposal, locked until the caller's transaction ends (deciders queue here: one decision wins). */
  lockProposal: async (q: Queryable, id: string) =>
    (await q.query<ProposalRow>(`${PROPOSAL_SELECT} WHERE p.id = $1 FOR UPDATE OF p`, [id]))[0] ?? null,

  findByIdempotencyKey: async (q: Queryable, makerId: string, operationId: string, key: string) =>
    (
      await q.query<ProposalRow>(
        `${PROPOSAL_SELECT} WHERE p.maker_id = $1 AND p.operation_id = $2 AND p.idempotency_key = $3`,
        [makerId, operationId, key],
      )
    )[0] ?? null,

  decide: async (
    q: Queryable,
    id: string,
    status: ProposalStatus,
    at: Date,
    by: string | null,
    comment: string | null,
  ) => {
    await q.query(
      `UPDATE proposals SET status = $2, decided_at = $3, decided_by = $4, comment = $5 WHERE id = $1 AND status = 'pending'`,
      [id, status, at, by, comment],
    );
  },

  /** Pending proposals whose time ran out, locked (skipping ones another instance is expiring). */
  lockDueForExpiry: (q: Queryable, now: Date, limit: number) =>
    q.query<ProposalRow>(
      `${PROPOSAL_SELECT} WHERE p.status = 'pending' AND p.expires_at <= $1 ORDER BY p.expires_at LIMIT $2
       FOR UPDATE OF p SKIP LOCKED`,
      [now, limit],
    ),

  listProposals: async (q: Queryable, filter: ProposalFilter) => {
    const { where, params } = filterClause(filter);
    const order = filter.order === 'asc' ? 'ASC' : 'DESC';
    const rows = await q.query<ProposalRow>(
      `${PROPOSAL_SELECT} WHERE ${where}
       ORDER BY ${SORT_COLUMNS[filter.sort]} ${order} NULLS LAST, p.id ${order}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    const [count] = await q.query<{ n: string }>(`SELECT count(*) AS n FROM proposals p WHERE ${where}`, params);
    return { rows, total: Number(count!.n) };
  },

  countWaiting: async (q: Queryable, viewerId: string, permissions: readonly string[]) =>
    Number(
      (
        await q.query<{ n: string }>(
          `SELECT count(*) AS n FROM proposals p WHERE p.status = 'pending' AND ${DECIDABLE}`,
          [viewerId, permissions],
        )
      )[0]!.n,
    ),
});

export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
