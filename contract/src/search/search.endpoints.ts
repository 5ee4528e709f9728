// The global search call this design adds for the console's command palette.
import { defineEndpoint } from '../common/endpoint';
import { GlobalSearchQuerySchema, GlobalSearchResponseSchema } from './search.schemas';

export const searchEndpoints = {
  globalSearch: defineEndpoint({
    operationId: 'globalSearch',
    method: 'GET',
    path: '/api/auth/v1/search',
    service: 'auth',
    summary:
      'Investors, issuers, issuer wallets and admins by name, email, wallet address or id; only the kinds the caller may read (SEARCH_KIND_PERMISSION), at most 5 of each.',
    access: 'session',
    added: true,
    query: GlobalSearchQuerySchema,
    response: GlobalSearchResponseSchema,
  }),
};
