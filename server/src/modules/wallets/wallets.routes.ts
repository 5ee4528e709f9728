// Thin routes of the platform service's wallet calls.
import { endpoints } from '@blck/contract';
import type { Clock } from '../../lib/clock';
import { csvAttachment } from '../../lib/csv';
import type { RegisterRoute } from '../../http/routes';
import type { WalletsService } from './wallets.service';

export const registerWalletsRoutes = (
  route: RegisterRoute,
  { walletsService, clock }: { walletsService: WalletsService; clock: Clock },
) => {
  route(endpoints.listWallets, ({ query }) => walletsService.listWallets(query));
  route(endpoints.exportWallets, async ({ query, reply }) => {
    reply.header('content-disposition', csvAttachment('issuer-wallets', clock.now()));
    return walletsService.exportWalletsCsv(query);
  });
  route(endpoints.searchWallets, ({ query }) => walletsService.listWallets(query));
  route(endpoints.increaseWallet, ({ session, body, audit, idempotencyKey }) =>
    walletsService.increase(session.admin, body, audit, idempotencyKey),
  );
  route(endpoints.listActiveOfficialWallets, async () => ({ data: await walletsService.listActiveOfficialWallets() }));
  route(endpoints.listOfficialWallets, ({ query }) => walletsService.listOfficialWallets(query));
  route(endpoints.exportOfficialWallets, async ({ query, reply }) => {
    reply.header('content-disposition', csvAttachment('official-wallets', clock.now()));
    return walletsService.exportOfficialWalletsCsv(query);
  });
  route(endpoints.suspendOfficialWallet, async ({ body, audit }) => ({
    wallet: await walletsService.setOfficialWalletActive(body, audit),
  }));
};
