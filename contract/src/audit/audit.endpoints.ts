// The audit trail calls this design adds: list with filters, verify the chain, export as CSV.
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import {
  AuditFilterSchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
  AuditVerifyResponseSchema,
} from './audit.schemas';
import { COMMON_ERRORS } from '../common/common.errors';

const AUTH = '/api/auth/v1';

export const auditEndpoints = {
  listAudit: defineEndpoint({
    operationId: 'listAudit',
    method: 'GET',
    path: `${AUTH}/audit`,
    service: 'auth',
    summary:
      'Audit events, newest first by default, filtered by admin, action, resource, record id and date range. ' +
      "Needs audit.view, except one record's own history (resource and resourceId only), which needs the permission that reads that record.",
    access: 'session',
    added: true,
    query: AuditListQuerySchema,
    errors: [COMMON_ERRORS.permissionDenied],
    response: AuditListResponseSchema,
  }),
  verifyAudit: defineEndpoint({
    operationId: 'verifyAudit',
    method: 'GET',
    path: `${AUTH}/audit/verify`,
    service: 'auth',
    summary: 'Recompute the hash chain and report the first broken event.',
    access: 'audit.view',
    added: true,
    response: AuditVerifyResponseSchema,
  }),
  exportAudit: defineEndpoint({
    operationId: 'exportAudit',
    method: 'GET',
    path: `${AUTH}/audit/export`,
    service: 'auth',
    summary: 'Every matching audit event as CSV, streamed.',
    access: 'audit.view',
    added: true,
    produces: 'text/csv',
    query: AuditFilterSchema,
    response: z.string(),
  }),
};
