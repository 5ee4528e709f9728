// Session checks that arrive together share one statement (issue 16): calls of many clients reach this instance in
// bursts, and each check is a write (its per-IP hit) whose statement costs PostgreSQL more than the lookup itself.
// The reads they carry for other modules (a guarded call's screening) go in the same socket write, one statement each.
import DataLoader from 'dataloader';
import type { Db, Statement } from '../../db/client';
import { readRider } from '../../db/statement';
import type { RateHit } from '../../db/stores';
import type { SessionLookup, SessionsRepository } from './sessions.repository';

/** At most this many checks in one statement; more that arrive together go in several. */
const MAX_CHECKS = 64;

/** One check: the token's session, the request's hit, and the read it carries (or null). */
interface Admission {
  tokenHash: string;
  hit: RateHit;
  rider: Statement | null;
}

export interface Admitted {
  /** The token's live session, or null. */
  lookup: SessionLookup | null;
  /** The request's count in its window, itself included. */
  hits: number;
  /** The row the rider read (null: none), undefined without a rider. */
  carried: unknown;
}

export interface Admissions {
  /** The session, the count and the rider's row of one request, checked with those that arrive with it. */
  check(tokenHash: string, hit: RateHit, rider?: Statement | null): Promise<Admitted>;
}

export const createAdmissions = (db: Db, sessionsRepository: SessionsRepository): Admissions => {
  const loader = new DataLoader(
    (admissions: readonly Admission[]) =>
      db.pipeline(async (q) => {
        const [checks, riders] = await Promise.all([
          sessionsRepository.findActiveCountingHits(q, admissions),
          // Settled apart: a rider that fails fails only its own request.
          Promise.allSettled(admissions.map(({ rider }) => (rider ? readRider(q, rider) : undefined))),
        ]);
        return checks.map((check, index): Admitted | Error => {
          const rider = riders[index]!;
          if (rider.status === 'fulfilled') return { ...check, carried: rider.value };
          return rider.reason instanceof Error ? rider.reason : new Error(String(rider.reason));
        });
      }),
    {
      // Every request counts, even one with the same token as another.
      cache: false,
      maxBatchSize: MAX_CHECKS,
      // What this turn of the event loop read from its sockets goes in one statement, not only one promise job's.
      batchScheduleFn: (run) => setImmediate(run),
    },
  );
  return { check: (tokenHash, hit, rider = null) => loader.load({ tokenHash, hit, rider }) };
};
