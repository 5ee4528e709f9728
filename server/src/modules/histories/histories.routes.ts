// Thin routes of the deposit history: list, search, CSV report.
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../http/routes';
import type { HistoriesService } from './histories.service';

export const registerHistoriesRoutes = (
  route: RegisterRoute,
  { historiesService, clock }: { historiesService: HistoriesService; clock: Clock },
) => {
  route(endpoints.listHistories, ({ query }) => historiesService.list(query));
  route(endpoints.searchHistories, ({ body }) => historiesService.search(body));
  route(endpoints.historiesReport, async ({ body, reply }) => {
    reply.header('content-disposition', csvAttachment('deposits', clock.now()));
    return historiesService.reportCsv(body);
  });
};
