// Query keys of the fiats domain (every fiats query starts with `fiatsQueryKeys.all`, so one prefix refreshes them
// all), and how a changed fiat returned by a call reaches the cache.
import type { Fiat, FiatListBody } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export const fiatsQueryKeys = {
  all: ['fiats'] as const,
  list: (body: FiatListBody) => ['fiats', 'list', body] as const,
  detail: (id: string) => ['fiats', 'detail', id] as const,
};

/** Stores the fiat a call returned and makes every list stale (its row, sort or place may have changed). */
export const rememberFiat = (queryClient: QueryClient, fiat: Fiat): void => {
  queryClient.setQueryData(fiatsQueryKeys.detail(fiat.id), fiat);
  void queryClient.invalidateQueries({
    queryKey: fiatsQueryKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
};
