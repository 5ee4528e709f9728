// On PGlite, the session check keeps each lookup between requests while no session or admin changed (0020).
import type { SessionLookup } from './sessions.repository';

/**
 * Lookups valid at one value of `session_generation`, which every insert, update, delete or truncate of `sessions`
 * or `admins` moves (a trigger, whoever writes). Only where every query waits for any open transaction to end (PGlite's
 * single connection): a lookup taken under generation g then either ran before a change's transaction began (so g
 * was read before it moved it) or after it ended, never in between. On PostgreSQL another connection could read a
 * moved generation before the change commits and keep the old row under it, so there is no cache there.
 */
export interface SessionCache {
  /** The lookup kept for this token at `generation`; undefined when none (a newer generation drops every entry). */
  get(tokenHash: string, generation: string): SessionLookup | undefined;
  /** Keeps a lookup read after `generation` was read; ignored when the generation has moved since. */
  set(tokenHash: string, generation: string, lookup: SessionLookup): void;
}

const MAX_ENTRIES = 1000;

const frozen = (lookup: SessionLookup): SessionLookup => {
  Object.freeze(lookup.admin.permissions);
  Object.freeze(lookup.admin);
  return Object.freeze(lookup);
};

export const createSessionCache = (): SessionCache => {
  let current = -1n;
  const entries = new Map<string, SessionLookup>();
  return {
    get: (tokenHash, generation) => {
      const read = BigInt(generation);
      if (read === current) return entries.get(tokenHash);
      if (read > current) {
        entries.clear();
        current = read;
      }
      return undefined;
    },
    set: (tokenHash, generation, lookup) => {
      if (BigInt(generation) !== current) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, frozen(lookup));
    },
  };
};
