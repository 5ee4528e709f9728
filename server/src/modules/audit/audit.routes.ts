// Thin routes of the audit trail: list, verify, CSV export.
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../http/routes';
import type { AuditService } from './audit.service';

export const registerAuditRoutes = (
  route: RegisterRoute,
  { auditService, clock }: { auditService: AuditService; clock: Clock },
) => {
  route(endpoints.listAudit, ({ query, session }) => auditService.list(session.admin.permissions, query));
  route(endpoints.verifyAudit, () => auditService.verify());
  route(endpoints.exportAudit, async ({ query, reply }) => {
    reply.header('content-disposition', csvAttachment('audit', clock.now()));
    return auditService.exportCsv(query);
  });
};
