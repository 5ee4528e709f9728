// Thin routes of the deposit history: list, search, CSV report.
import { endpoints } from '@blck/contract';
import type { RegisterRoute } from '../../plugins/routes';
import type { HistoriesService } from './histories.service';

export const registerHistoriesRoutes = (
  route: RegisterRoute,
  { historiesService }: { historiesService: HistoriesService },
) => {
  route(endpoints.listHistories, ({ query }) => historiesService.list(query));
  route(endpoints.searchHistories, ({ body }) => historiesService.search(body));
  route(endpoints.historiesReport, async ({ body, reply }) => {
    reply.header('content-disposition', `attachment; filename="deposits-${new Date().toISOString().slice(0, 10)}.csv"`);
    return historiesService.reportCsv(body);
  });
};
