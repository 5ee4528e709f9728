// Query keys of the validators domain: the counter of paired validators and the custom validators list both start
// with `validatorsQueryKeys.all`, so a pairing or a removal (which changes both) refreshes them with one prefix.
import type { CustomValidatorListQuery, Resource } from '@blck/contract';

export const validatorsQueryKeys = {
  all: ['validators'] as const satisfies readonly [Resource],
  /** How many validators are paired and not removed (GET /api/v1/validators). */
  count: () => ['validators', 'count'] as const,
  customList: (query: CustomValidatorListQuery) => ['validators', 'custom', query] as const,
};
