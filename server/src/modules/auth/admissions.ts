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
  // One check statement out at a time: checks that arrive while one is out wait for its answer and go together in
  // the next, instead of each turn's few taking a connection and a round trip of their own.
  let out = 0;
  let held: Array<() => void> = [];
  const answered = () => {
    out -= 1;
    if (out > 0) return;
    const dispatches = held;
    held = [];
    for (const dispatch of dispatches) setImmediate(dispatch);
  };
  const checkTogether = (admissions: readonly Admission[]) => {
    out += 1;
    return db
      .pipeline(async (q) => {
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
      })
      .finally(answered);
  };
  const loader = new DataLoader(checkTogether, {
    // Every request counts, even one with the same token as another.
    cache: false,
    maxBatchSize: MAX_CHECKS,
    // What this turn of the event loop read from its sockets goes in one statement, not only one promise job's; and
    // while a statement is out, what arrives meanwhile.
    batchScheduleFn: (dispatch) => {
      if (out > 0) held.push(dispatch);
      else setImmediate(dispatch);
    },
  });
  return { check: (tokenHash, hit, rider = null) => loader.load({ tokenHash, hit, rider }) };
};
