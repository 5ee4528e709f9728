// Thin routes of the administrator calls: the registrar validates, the service decides.
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../http/routes';
import type { AdminsService } from './admins.service';

export const registerAdminsRoutes = (
  route: RegisterRoute,
  { adminsService, clock }: { adminsService: AdminsService; clock: Clock },
) => {
  route(endpoints.listAdmins, ({ query }) => adminsService.list(query));
  route(endpoints.searchAdmins, ({ query }) => adminsService.list(query));
  route(endpoints.exportAdmins, async ({ query, reply }) => {
    reply.header('content-disposition', csvAttachment('admins', clock.now()));
    return adminsService.exportCsv(query);
  });
  route(endpoints.getAdmin, async ({ params }) => ({ admin: await adminsService.get(params.id) }));
  route(endpoints.confirmAdmin, async ({ session, body, audit }) => ({
    admin: await adminsService.confirm(session, body, audit),
  }));
  route(endpoints.setAdminStatus, async ({ session, body, audit }) => ({
    admin: await adminsService.setStatus(session, body, audit),
  }));
  route(endpoints.resetAdmin2fa, async ({ session, body, audit }) => ({
    admin: await adminsService.resetTwoFactor(session, body.id, audit),
  }));
  route(endpoints.updatePermissions, async ({ session, body, audit }) => ({
    admin: await adminsService.updatePermissions(session, body, audit),
  }));
};
