// Thin routes of the issuer calls: the registrar validates and checks access, the service decides.
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../http/routes';
import type { IssuersService } from './issuers.service';

export const registerIssuersRoutes = (
  route: RegisterRoute,
  { issuersService, clock }: { issuersService: IssuersService; clock: Clock },
) => {
  route(endpoints.listIssuers, ({ query }) => issuersService.list(query));
  route(endpoints.searchIssuers, ({ query }) => issuersService.list(query));
  route(endpoints.exportIssuers, async ({ query, reply }) => {
    const csv = issuersService.exportCsv(query);
    reply.header('content-disposition', csvAttachment('issuers', clock.now()));
    return csv;
  });
  route(endpoints.getIssuer, async ({ params }) => ({ issuer: await issuersService.get(params.id) }));
  route(endpoints.setIssuerType, async ({ body, audit }) => ({ issuer: await issuersService.setType(body, audit) }));
  route(endpoints.setIssuerPaymentType, async ({ body, audit }) => ({
    issuer: await issuersService.setPaymentType(body, audit),
  }));
  route(endpoints.getIssuerCustomToken, async ({ body }) => ({
    customToken: await issuersService.getCustomToken(body.email),
  }));
  route(endpoints.createCustomToken, async ({ body, audit }) => ({
    customToken: await issuersService.createCustomToken(body, audit),
  }));
  route(endpoints.finishKyc, async ({ body, audit }) => ({ issuer: await issuersService.finishKyc(body, audit) }));
  route(endpoints.intakeIssuer, async ({ body, audit }) => ({ issuer: await issuersService.intake(body, audit) }));
};
