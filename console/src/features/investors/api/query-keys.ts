// Query keys of the investors domain (every investors query starts with `investorsQueryKeys.all`, so one prefix
// refreshes them all), and how a changed investor returned by a call reaches the cache.
import type { Investor, InvestorListQuery, Resource } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export type InvestorSearchQuery = InvestorListQuery & { search: string };

export const investorsQueryKeys = {
  all: ['investors'] as const satisfies readonly [Resource],
  list: (query: InvestorListQuery) => ['investors', 'list', query] as const,
  search: (query: InvestorSearchQuery) => ['investors', 'search', query] as const,
  /** One investor with its payments and their locks. */
  detail: (id: string) => ['investors', 'detail', id] as const,
};

/** After a change of the investor's details or status: its cached details take the answer (lists: lib/invalidation). */
export const rememberInvestor = (queryClient: QueryClient, investor: Investor): void => {
  queryClient.setQueryData(
    investorsQueryKeys.detail(investor.id),
    (current: { investor: Investor } | undefined) => current && { ...current, investor },
  );
};
