// Thin routes of the token value calls: the registrar validates and checks access, the service decides.
import { endpoints } from '@blck/contract';
import type { Clock } from '../../lib/clock';
import { csvAttachment } from '../../lib/csv';
import type { RegisterRoute } from '../../http/routes';
import type { BlckService } from './blck-value.service';

export const registerBlckRoutes = (
  route: RegisterRoute,
  { blckService, clock }: { blckService: BlckService; clock: Clock },
) => {
  route(endpoints.listBlckValues, ({ query }) => blckService.list(query));
  route(endpoints.exportBlckValues, async ({ query, reply }) => {
    const csv = blckService.exportCsv(query);
    reply.header('content-disposition', csvAttachment('token-values', clock.now()));
    return csv;
  });
  route(endpoints.addBlckValue, async ({ session, body, audit }) => ({
    blckValue: await blckService.add(session.admin, body, audit),
  }));
  route(endpoints.getBlckValue, async ({ params }) => ({ blckValue: await blckService.get(params.id) }));
  route(endpoints.updateBlckValue, async ({ params, body, audit }) => ({
    blckValue: await blckService.update(params.id, body, audit),
  }));
};
