// "Back" links that return to the list a record was opened from, with its page, sort and search: the list's address
// travels in the router state of the link that opened the record.
import type { Location } from 'react-router';

export interface BackState {
  from: string;
}

/** The router state that makes "Back" return to the current page. */
export const backStateOf = (location: Pick<Location, 'pathname' | 'search'>): BackState => ({
  from: `${location.pathname}${location.search}`,
});

/** Where "Back" leads: the list address kept in the state (its page, sort, search) when it is `list`, else `list`. */
export const backTarget = (state: unknown, list: string): string => {
  const from = state !== null && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith(list) ? from : list;
};
