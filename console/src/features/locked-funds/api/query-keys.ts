// Query keys of the locked-funds domain: every locked-funds query starts with `lockedFundsQueryKeys.all`.
import type { LockedFundsListQuery, Resource } from '@blck/contract';

export type LockedFundsSearchQuery = LockedFundsListQuery & { search: string };

export const lockedFundsQueryKeys = {
  all: ['locked-funds'] as const satisfies readonly [Resource],
  list: (query: LockedFundsListQuery) => ['locked-funds', 'list', query] as const,
  search: (query: LockedFundsSearchQuery) => ['locked-funds', 'search', query] as const,
};
