// What each admin chose for each list (visible columns, density, rows per page), kept in localStorage under the
// admin and the list, so a reload or the next day opens the list as they left it.
import { createContext, useCallback, useContext, useState } from 'react';

/** The signed-in admin's id; the protected frame provides it. */
export const ListPreferencesOwner = createContext<string>('anonymous');

export type ListDensity = 'compact' | 'standard' | 'comfortable';

export interface ListPreferences {
  /** Columns switched off or on by hand (field → shown); missing fields follow the list's defaults. */
  columns?: Record<string, boolean>;
  density?: ListDensity;
  perPage?: number;
}

export const DEFAULT_ROWS_PER_PAGE = 25;

const storageKey = (owner: string, listId: string) => `blck.list.${owner}.${listId}`;

const read = (key: string): ListPreferences => {
  try {
    const stored = window.localStorage.getItem(key);
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    return parsed && typeof parsed === 'object' ? (parsed as ListPreferences) : {};
  } catch {
    return {};
  }
};

const write = (key: string, preferences: ListPreferences) => {
  try {
    window.localStorage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page closes.
  }
};

/** The list's stored preferences and `change` to merge new ones in. */
export function useListPreferences(listId: string) {
  const owner = useContext(ListPreferencesOwner);
  const key = storageKey(owner, listId);
  const [state, setState] = useState(() => ({ key, preferences: read(key) }));
  const preferences = state.key === key ? state.preferences : read(key);

  const change = useCallback(
    (changes: ListPreferences) => {
      setState((current) => {
        const next = { ...(current.key === key ? current.preferences : read(key)), ...changes };
        write(key, next);
        return { key, preferences: next };
      });
    },
    [key],
  );

  return { preferences, change };
}

/** The rows per page a list opens with when its URL names none: the admin's last choice, else 25. */
export function useRememberedPerPage(listId: string): number {
  return useListPreferences(listId).preferences.perPage ?? DEFAULT_ROWS_PER_PAGE;
}
