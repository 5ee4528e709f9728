// Query keys of the dashboard: one query, made stale by any change the realtime connection reports (its figures span
// every area) and after a reconnection.
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  figures: () => ['dashboard', 'figures'] as const,
};
