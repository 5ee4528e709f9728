// Thin routes of the locked-funds calls (same paths and permissions as before funds/ owned them).
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../http/routes';
import type { FundsService } from './funds.service';

export const registerFundsRoutes = (
  route: RegisterRoute,
  { fundsService, clock }: { fundsService: FundsService; clock: Clock },
) => {
  route(endpoints.listLockedFunds, ({ query }) => fundsService.list(query));
  route(endpoints.searchLockedFunds, ({ query }) => fundsService.list(query));
  route(endpoints.exportLockedFunds, async ({ query, reply }) => {
    const csv = fundsService.exportCsv(query);
    reply.header('content-disposition', csvAttachment('locked-funds', clock.now()));
    return csv;
  });
  route.batched(endpoints.lockFunds, fundsService.arriving, ({ session, body, audit, idempotencyKey }) =>
    fundsService.lock(session.admin, body, audit, idempotencyKey),
  );
  route.batched(endpoints.withdrawFunds, fundsService.arriving, ({ session, body, audit, idempotencyKey }) =>
    fundsService.withdraw(session.admin, body, audit, idempotencyKey),
  );
  route(endpoints.setLockAvailability, ({ body, audit }) => fundsService.setAvailability(body, audit));
};
