// Thin routes of the token value calls: the registrar validates and checks access, the service decides.
import { endpoints } from '@blck/contract';
import type { RegisterRoute } from '../../plugins/routes';
import type { BlckService } from './blck.service';

export const registerBlckRoutes = (route: RegisterRoute, { blckService }: { blckService: BlckService }) => {
  route(endpoints.listBlckValues, ({ query }) => blckService.list(query));
  route(endpoints.addBlckValue, async ({ session, body, audit }) => ({
    blckValue: await blckService.add(session.admin, body, audit),
  }));
  route(endpoints.getBlckValue, async ({ params }) => ({ blckValue: await blckService.get(params.id) }));
  route(endpoints.updateBlckValue, async ({ params, body, audit }) => ({
    blckValue: await blckService.update(params.id, body, audit),
  }));
};
