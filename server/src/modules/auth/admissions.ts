// Session checks that arrive together share one statement (issue 16): calls of many clients reach this instance in
// bursts, and each check is a write (its per-IP hit) whose statement costs PostgreSQL more than the lookup itself.
import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { RateHit } from '../../db/stores';
import type { SessionLookup, SessionsRepository } from './sessions.repository';

/** At most this many checks in one statement; more that arrive together go in several. */
const MAX_CHECKS = 64;

export interface Admissions {
  /** The token's live session (or null) and the request's count in its window, as `findActiveCountingHit` answers. */
  check(tokenHash: string, hit: RateHit): Promise<{ lookup: SessionLookup | null; hits: number }>;
}

export const createAdmissions = (db: Db, sessionsRepository: SessionsRepository): Admissions => {
  const loader = new DataLoader(
    (requests: readonly { tokenHash: string; hit: RateHit }[]) =>
      sessionsRepository.findActiveCountingHits(db, requests),
    {
      // Every request counts, even one with the same token as another.
      cache: false,
      maxBatchSize: MAX_CHECKS,
      // What this turn of the event loop read from its sockets goes in one statement, not only one promise job's.
      batchScheduleFn: (run) => setImmediate(run),
    },
  );
  return { check: (tokenHash, hit) => loader.load({ tokenHash, hit }) };
};
