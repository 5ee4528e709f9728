// Audit events, one page at a time, filtered by admin, action, resource and date range (GET audit).
import { auditEndpoints, type AuditListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { auditQueryKeys } from './query-keys';

export const listAudit = (query: AuditListQuery, signal?: AbortSignal) =>
  callEndpoint(auditEndpoints.listAudit, { query, signal });

export const listAuditQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditQueryKeys.list(query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListAudit = (query: AuditListQuery) => useQuery(listAuditQueryOptions(query));
