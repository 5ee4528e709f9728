// Query keys of the deposit history: every histories query starts with `historiesQueryKeys.all`.
import type { HistoryListQuery, HistorySearchBody, Resource } from '@blck/contract';

export const historiesQueryKeys = {
  all: ['histories'] as const satisfies readonly [Resource],
  list: (query: HistoryListQuery) => ['histories', 'list', query] as const,
  search: (body: HistorySearchBody) => ['histories', 'search', body] as const,
};
