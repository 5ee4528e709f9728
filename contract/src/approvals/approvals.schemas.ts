// Proposals and approval policies (issue 17): what a held-back call recorded, who decided, and the rules that hold
// calls back.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { CurrencyCodeSchema, multiLineTextSchema, TimestampSchema, UuidSchema } from '../common/fields';
import { AmountSchema } from '../common/money';
import { listQuerySchema } from '../common/pagination';
import { PermissionSchema } from '../permissions/permissions';
import { APPROVAL_ACTIONS, PROPOSAL_STATUSES } from './approvals.constants';

export const ApprovalActionSchema = z.enum(APPROVAL_ACTIONS, { error: 'This is not an approval action.' });
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES, {
  error: `A status is one of: ${PROPOSAL_STATUSES.join(', ')}.`,
});

export const ProposalPersonSchema = z.object({ id: UuidSchema, email: z.string(), name: z.string().nullable() });
export type ProposalPerson = z.infer<typeof ProposalPersonSchema>;

/** One line of the before → after summary, as the confirmation dialog shows it. */
export const ProposalChangeSchema = z.object({
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ProposalChange = z.infer<typeof ProposalChangeSchema>;

export const ProposalSchema = z.object({
  id: UuidSchema,
  action: ApprovalActionSchema,
  /** The contract endpoint the proposal applies, with the exact request it was made with. */
  operationId: z.string(),
  request: z.object({
    params: z.record(z.string(), z.string()),
    body: z.unknown(),
  }),
  status: ProposalStatusSchema,
  /** One sentence: what applying it does. */
  summary: z.string(),
  changes: z.array(ProposalChangeSchema),
  /** The record it changes, for that record's history (the audit trail's resource and id). */
  target: z.object({ resource: z.string(), id: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** Who may decide: an admin holding this permission who is not the maker. */
  permission: PermissionSchema,
  maker: ProposalPersonSchema,
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  decidedBy: ProposalPersonSchema.nullable(),
  decidedAt: TimestampSchema.nullable(),
  comment: z.string().nullable(),
  /** Whether the caller may approve or reject it now, and whether they may withdraw it. */
  canDecide: z.boolean(),
  canWithdraw: z.boolean(),
});
export type Proposal = z.infer<typeof ProposalSchema>;

/**
 * The 202 answer of a call that a policy holds back: nothing changed yet; the proposal waits for a second admin.
 * SPEC's paths and bodies stay the same; only this answer differs.
 */
export const ProposalAcceptedSchema = ok({
  awaitingApproval: z.literal(true),
  message: z.string(),
  proposal: ProposalSchema,
});
export type ProposalAccepted = z.infer<typeof ProposalAcceptedSchema>;

export const PROPOSAL_VIEWS = ['waiting', 'mine', 'decided', 'all'] as const;
export const ProposalListQuerySchema = listQuerySchema(['createdAt', 'expiresAt', 'decidedAt']).extend({
  /** waiting: pending ones I can decide; mine: made by me; decided: no longer pending; all: every one I can see. */
  view: z.enum(PROPOSAL_VIEWS, { error: `A view is one of: ${PROPOSAL_VIEWS.join(', ')}.` }).default('waiting'),
  action: ApprovalActionSchema.optional(),
  status: ProposalStatusSchema.optional(),
});
export type ProposalListQuery = z.infer<typeof ProposalListQuerySchema>;
export const ProposalListResponseSchema = ok({
  data: z.array(ProposalSchema),
  total: z.number().int(),
  /** Pending proposals the caller may decide (the badge). */
  waitingForMe: z.number().int(),
});
export const ProposalCountResponseSchema = ok({ waitingForMe: z.number().int() });
export const ProposalResponseSchema = ok({ proposal: ProposalSchema });

const CommentSchema = multiLineTextSchema('A comment is text.')
  .trim()
  .max(1000, { error: 'A comment has at most 1000 characters.' });
export const ApproveProposalBodySchema = z.strictObject({ comment: CommentSchema.optional() });
export const RejectProposalBodySchema = z.strictObject({
  comment: CommentSchema.min(1, { error: 'Say why you reject it.' }),
});
export const WithdrawProposalBodySchema = z.strictObject({});

export const ApprovalPolicySchema = z.object({
  action: ApprovalActionSchema,
  label: z.string(),
  money: z.boolean(),
  permission: PermissionSchema,
  enabled: z.boolean(),
  /** Money actions: moves above this amount, in a currency without its own threshold, wait for approval. */
  defaultThreshold: AmountSchema.nullable(),
  /** Money actions: a threshold per currency code. */
  thresholds: z.record(z.string(), AmountSchema),
  updatedAt: TimestampSchema.nullable(),
  updatedBy: ProposalPersonSchema.nullable(),
});
export type ApprovalPolicy = z.infer<typeof ApprovalPolicySchema>;
export const ApprovalPoliciesResponseSchema = ok({
  /** False when the server runs with FOUR_EYES=off: every call applies at once. */
  fourEyes: z.boolean(),
  ttlHours: z.number(),
  data: z.array(ApprovalPolicySchema),
});
export const ApprovalPolicyParamsSchema = z.object({ action: ApprovalActionSchema });
export const UpdateApprovalPolicyBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether the policy is on: true or false.' }),
  /** Money actions: 0 holds back every move in a currency without its own threshold. */
  defaultThreshold: AmountSchema.optional(),
  thresholds: z
    .record(CurrencyCodeSchema, AmountSchema, { error: 'Thresholds are amounts by currency code.' })
    .optional(),
});
export type UpdateApprovalPolicyBody = z.infer<typeof UpdateApprovalPolicyBodySchema>;
export const ApprovalPolicyResponseSchema = ok({ policy: ApprovalPolicySchema });
