// One record's own history: the audit list filtered by resource and id (GET audit), readable with the record's
// own view permission.
import type { AuditResource } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditQueryKeys } from './query-keys';
import { listAudit } from './list-audit';

export const RECORD_HISTORY_PER_PAGE = 10;

export const recordHistoryQueryOptions = (resource: AuditResource, resourceId: string, page: number) => {
  const query = { resource, resourceId, page, perPage: RECORD_HISTORY_PER_PAGE, order: 'desc' as const };
  return queryOptions({
    queryKey: auditQueryKeys.list(query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useRecordHistory = (resource: AuditResource, resourceId: string, page: number) =>
  useQuery({ ...recordHistoryQueryOptions(resource, resourceId, page), enabled: resourceId !== '' });
