// Downloads every audit event matching the filters as CSV (GET audit/export, text/csv).
import { auditEndpoints, type AuditFilter } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportAudit = (filter: AuditFilter) =>
  downloadEndpoint(auditEndpoints.exportAudit, {
    query: filter,
    fallbackFilename: `audit-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportAuditMutationOptions = () =>
  mutationOptions({ mutationKey: ['audit', 'export-audit'], mutationFn: exportAudit });

export const useExportAudit = () => useMutation(exportAuditMutationOptions());
