// Thin routes of the audit trail: list, verify, CSV export.
import { endpoints } from '@blck/contract';
import type { RegisterRoute } from '../../plugins/routes';
import type { AuditService } from './audit.service';

export const registerAuditRoutes = (route: RegisterRoute, { auditService }: { auditService: AuditService }) => {
  route(endpoints.listAudit, ({ query, session }) => auditService.list(session.admin.permissions, query));
  route(endpoints.verifyAudit, () => auditService.verify());
  route(endpoints.exportAudit, async ({ query, reply }) => {
    reply.header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`);
    return auditService.exportCsv(query);
  });
};
