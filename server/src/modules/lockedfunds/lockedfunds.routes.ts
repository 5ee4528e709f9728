// Thin routes of the locked-funds calls.
import { endpoints } from '@blck/contract';
import { csvAttachment } from '../../lib/csv';
import type { Clock } from '../../lib/clock';
import type { RegisterRoute } from '../../plugins/routes';
import type { LockedFundsService } from './lockedfunds.service';

export const registerLockedFundsRoutes = (
  route: RegisterRoute,
  { lockedFundsService, clock }: { lockedFundsService: LockedFundsService; clock: Clock },
) => {
  route(endpoints.listLockedFunds, ({ query }) => lockedFundsService.list(query));
  route(endpoints.searchLockedFunds, ({ query }) => lockedFundsService.list(query));
  route(endpoints.exportLockedFunds, async ({ query, reply }) => {
    const csv = lockedFundsService.exportCsv(query);
    reply.header('content-disposition', csvAttachment('locked-funds', clock.now()));
    return csv;
  });
  route(endpoints.lockFunds, ({ session, body, audit, idempotencyKey }) =>
    lockedFundsService.lock(session.admin, body, audit, idempotencyKey),
  );
  route(endpoints.withdrawFunds, ({ session, body, audit, idempotencyKey }) =>
    lockedFundsService.withdraw(session.admin, body, audit, idempotencyKey),
  );
  route(endpoints.setLockAvailability, ({ body, audit }) => lockedFundsService.setAvailability(body, audit));
};
