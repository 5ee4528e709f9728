// Query keys of the admins domain (every admins query starts with `adminsQueryKeys.all`, so one prefix refreshes
// them all), and how a changed admin returned by a call reaches the cache.
import type { Admin, AdminListQuery, AdminSearchQuery, Resource } from '@blck/contract';
import type { QueryClient } from '@tanstack/react-query';

export const adminsQueryKeys = {
  all: ['admins'] as const satisfies readonly [Resource],
  list: (query: AdminListQuery) => ['admins', 'list', query] as const,
  search: (query: AdminSearchQuery) => ['admins', 'search', query] as const,
  detail: (id: string) => ['admins', 'detail', id] as const,
};

/** Stores the admin a call returned (its lists go stale through the endpoint's `affects`, lib/invalidation). */
export const rememberAdmin = (queryClient: QueryClient, admin: Admin): void => {
  queryClient.setQueryData(adminsQueryKeys.detail(admin.id), admin);
};
