// The one place a change makes queries stale: from an endpoint's `affects` after a mutation, or from what a realtime
// event affects. Every query key starts with its resource name (contract RESOURCES), so one prefix per resource does.
import { ALWAYS_AFFECTED, RESOURCES, changeAffects, type Resource } from '@blck/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The query key prefixes a change affecting `affects` makes stale: those resources, the audit trail, the dashboard. */
export const staleKeys = (affects: readonly Resource[]): QueryKey[] =>
  [...new Set([...affects, ...ALWAYS_AFFECTED])].map((resource) => [resource]);

/** The prefixes a realtime `changed` notice about this kind of record makes stale. */
export const staleKeysOfChange = (resource: string): QueryKey[] => staleKeys(changeAffects(resource));

/** After a reconnection every resource may have changed meanwhile. */
export const everyResourceKey = (): QueryKey[] => staleKeys(RESOURCES);

export const invalidateKeys = (queryClient: QueryClient, keys: readonly QueryKey[]): void => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

/**
 * What a successful mutation does to the cache: everything its endpoint affects goes stale; resolves once the shown
 * queries have refetched, so the mutation settles with the lists already fresh.
 */
export const invalidateAffected = async (
  queryClient: QueryClient,
  affects: readonly Resource[] = [],
): Promise<void> => {
  await Promise.all(staleKeys(affects).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
