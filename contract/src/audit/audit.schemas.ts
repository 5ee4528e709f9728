// The audit trail as the console reads it (DESIGN §8): who, when, what, before → after, from where.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { IsoDateSchema, TimestampSchema, UuidSchema, textSchema } from '../common/fields';
import { SortOrderSchema } from '../common/pagination';
import { PAGINATION } from '../common/constants';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from './audit.constants';

export const AuditEventSchema = z.object({
  /** Position in the hash chain (a 64-bit integer as a decimal string). */
  seq: z.string(),
  id: UuidSchema,
  occurredAt: TimestampSchema,
  actorId: UuidSchema.nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** Why, as the admin said it (added; null: none given). */
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

const FilterText = textSchema('A filter is text.')
  .trim()
  .min(1)
  .max(100, { error: 'A filter has at most 100 characters.' });

export const AuditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list.' });
export const AuditResourceSchema = z.enum(AUDIT_RESOURCES, { error: 'Choose a resource from the list.' });

const AuditFilterFields = z.strictObject({
  actorId: UuidSchema.optional(),
  action: AuditActionSchema.optional(),
  resource: AuditResourceSchema.optional(),
  /** One record's history: needs `resource` too (an id means nothing without its kind). */
  resourceId: FilterText.optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
const idNeedsResource = {
  check: (filter: { resource?: unknown; resourceId?: unknown }) =>
    filter.resourceId === undefined || filter.resource !== undefined,
  issue: { error: 'Choose the resource of that id.', path: ['resource'] },
};
export const AuditFilterSchema = AuditFilterFields.refine(idNeedsResource.check, idNeedsResource.issue);
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const AuditListQuerySchema = AuditFilterFields.extend({
  page: z.coerce
    .number({ error: 'The page is a whole number from 0.' })
    .int()
    .min(0, { error: 'The page is a whole number from 0.' })
    .default(0),
  perPage: z.coerce
    .number({ error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
    .int()
    .min(1, { error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
    .max(PAGINATION.maxPerPage, { error: `Rows per page is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
    .default(25),
  order: SortOrderSchema.default('desc'),
}).refine(idNeedsResource.check, idNeedsResource.issue);
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export const AuditListResponseSchema = ok({ events: z.array(AuditEventSchema), total: z.number().int().min(0) });

export const AuditVerifyResponseSchema = ok({
  valid: z.boolean(),
  checked: z.number().int().min(0),
  /** The first event whose hash or link does not match, when the chain is broken. */
  firstBrokenSeq: z.string().nullable(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponseSchema>;
