// Query keys of the audit domain: every audit query starts with `auditQueryKeys.all`.
import type { AuditListQuery, Resource } from '@blck/contract';

export const auditQueryKeys = {
  all: ['audit'] as const satisfies readonly [Resource],
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
};
