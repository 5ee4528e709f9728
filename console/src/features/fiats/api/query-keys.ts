// Query keys of the fiats domain (every fiats query starts with `fiatsQueryKeys.all`, so one prefix refreshes them
// all), and how a changed fiat returned by a call reaches the cache.
import type { Fiat, FiatListBody, Resource } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export const fiatsQueryKeys = {
  all: ['fiats'] as const satisfies readonly [Resource],
  list: (body: FiatListBody) => ['fiats', 'list', body] as const,
  detail: (id: string) => ['fiats', 'detail', id] as const,
};

/** Stores the fiat a call returned (its lists go stale through the endpoint's `affects`, lib/invalidation). */
export const rememberFiat = (queryClient: QueryClient, fiat: Fiat): void => {
  queryClient.setQueryData(fiatsQueryKeys.detail(fiat.id), fiat);
};
