// Thin routes of the fiat currency calls: the registrar validates and checks access, the service decides.
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../http/routes';
import type { FiatsService } from './fiats.service';

export const registerFiatsRoutes = (
  route: RegisterRoute,
  { fiatsService, clock }: { fiatsService: FiatsService; clock: Clock },
) => {
  route(endpoints.listFiats, ({ body }) => fiatsService.list(body));
  route(endpoints.exportFiats, async ({ query, reply }) => {
    reply.header('content-disposition', csvAttachment('fiats', clock.now()));
    return fiatsService.exportCsv(query);
  });
  route(endpoints.setFiatActive, async ({ body, audit }) => ({ fiat: await fiatsService.setActive(body, audit) }));
  route(endpoints.getFiat, async ({ params }) => ({ fiat: await fiatsService.get(params.id) }));
  route(endpoints.updateFiat, async ({ params, body, audit }) => ({
    fiat: await fiatsService.update(params.id, body, audit),
  }));
};
