// Query keys of the dashboard: one query, made stale by any change the realtime connection reports (its figures span
// every area) and after a reconnection.
import type { Resource } from '@blck/contract';
export const dashboardQueryKeys = {
  all: ['dashboard'] as const satisfies readonly [Resource],
  figures: () => ['dashboard', 'figures'] as const,
};
