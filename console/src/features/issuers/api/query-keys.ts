// Query keys of the issuers domain (every issuers query starts with `issuersQueryKeys.all`, so one prefix refreshes
// them all), and how a changed issuer returned by a call reaches the cache.
import type { Issuer, IssuerListQuery, Resource } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export type IssuerSearchQuery = IssuerListQuery & { search: string };

export const issuersQueryKeys = {
  all: ['issuers'] as const satisfies readonly [Resource],
  list: (query: IssuerListQuery) => ['issuers', 'list', query] as const,
  search: (query: IssuerSearchQuery) => ['issuers', 'search', query] as const,
  detail: (id: string) => ['issuers', 'detail', id] as const,
};

/** Stores the issuer a call returned (its lists go stale through the endpoint's `affects`, lib/invalidation). */
export const rememberIssuer = (queryClient: QueryClient, issuer: Issuer): void => {
  queryClient.setQueryData(issuersQueryKeys.detail(issuer.id), issuer);
};
