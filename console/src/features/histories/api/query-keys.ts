// Query keys of the deposit history: every histories query starts with `historiesQueryKeys.all`.
import type { HistoryListQuery, HistorySearchBody } from '@blck/contract';

export const historiesQueryKeys = {
  all: ['histories'] as const,
  list: (query: HistoryListQuery) => ['histories', 'list', query] as const,
  search: (body: HistorySearchBody) => ['histories', 'search', body] as const,
};
