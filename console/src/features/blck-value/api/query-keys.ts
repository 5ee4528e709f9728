// Query keys of the token value domain (every token value query starts with `blckValuesQueryKeys.all`, so one prefix
// refreshes them all), and how an entry returned by a call reaches the cache.
import type { BlckValue, BlckValueListQuery, Resource } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export const blckValuesQueryKeys = {
  all: ['blck-values'] as const satisfies readonly [Resource],
  list: (query: BlckValueListQuery) => ['blck-values', 'list', query] as const,
  detail: (id: string) => ['blck-values', 'detail', id] as const,
};

/** Stores the entry a call returned (its lists go stale through the endpoint's `affects`, lib/invalidation). */
export const rememberBlckValue = (queryClient: QueryClient, blckValue: BlckValue): void => {
  queryClient.setQueryData(blckValuesQueryKeys.detail(blckValue.id), blckValue);
};
