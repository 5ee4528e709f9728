// Thin routes of the investor calls: the registrar validates and checks access, the service decides.
import { endpoints } from '@blck/contract';
import type { Clock } from '../../lib/clock';
import { csvAttachment } from '../../lib/csv';
import type { RegisterRoute } from '../../http/routes';
import type { InvestorsService } from './investors.service';

export const registerInvestorsRoutes = (
  route: RegisterRoute,
  { investorsService, clock }: { investorsService: InvestorsService; clock: Clock },
) => {
  route(endpoints.listInvestors, ({ query }) => investorsService.list(query));
  route(endpoints.searchInvestors, ({ query }) => investorsService.list(query));
  route(endpoints.exportInvestors, async ({ query, reply }) => {
    const csv = investorsService.exportCsv(query);
    reply.header('content-disposition', csvAttachment('investors-list', clock.now()));
    return csv;
  });
  route(
    endpoints.investorReport,
    () => investorsService.report(),
    async ({ reply }) => {
      reply.header('content-disposition', csvAttachment('investors', clock.now()));
      return investorsService.reportCsv();
    },
  );
  route(endpoints.getInvestor, ({ params }) => investorsService.get(params.id));
  route(endpoints.reviewInvestor, ({ session, body, audit, idempotencyKey }) =>
    investorsService.review(session.admin, body, audit, idempotencyKey),
  );
  route(endpoints.updateInvestor, async ({ params, body, audit }) => ({
    investor: await investorsService.update(params.id, body, audit),
  }));
  route(endpoints.setInvestorActive, async ({ body, audit }) => ({
    investor: await investorsService.setActive(body, audit),
  }));
  route(endpoints.removeInvestor, ({ params, audit }) => investorsService.remove(params.id, audit));
  route(endpoints.updateInvestorFunds, ({ session, body, audit, idempotencyKey }) =>
    investorsService.updateFunds(session.admin, body, audit, idempotencyKey),
  );
  route(endpoints.intakeInvestor, async ({ body, audit }) => ({
    investor: await investorsService.intake(body, audit),
  }));
};
