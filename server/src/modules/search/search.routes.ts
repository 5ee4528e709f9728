// Thin route of the global search.
import { endpoints } from '@blck/contract';
import type { RegisterRoute } from '../../http/routes';
import type { SearchService } from './search.service';

export const registerSearchRoutes = (route: RegisterRoute, { searchService }: { searchService: SearchService }) => {
  route(endpoints.globalSearch, ({ query, session }) => searchService.search(session.admin.permissions, query.q));
};
