// Signed-in sessions: accepting a token and its browser binding within the idle and absolute limits, signing out,
// and which sessions ended (for the realtime sweep).
import { AUDIT_ACTION, AUDIT_RESOURCE, AUTH_ERRORS, type SessionEndReason } from '@blck/contract';
import type { Queryable, Statement } from '../../db/client';
import { readRider } from '../../db/statement';
import { hitRateLimit, type RateHit } from '../../db/stores';
import type { AuditContext, Authenticated, Session } from '../../http/request-context';
import { safeEqualHex } from '../../lib/crypto';
import { apiError } from '../../lib/http-error';
import { AUTH_LIMITS, actorContext, type AuthContext } from './auth-context';
import type { SessionCache } from './session-cache';
import type { SessionLookup } from './sessions.repository';

export const tokenHashOf = (auth: AuthContext, token: string | undefined) =>
  token && /^[0-9a-f]{64}$/.test(token) ? auth.hashOf('session', token) : null;

/** Whether a session is past its absolute or its idle limit at `current` (ms). */
export const isPastLimits = (auth: AuthContext, session: { expiresAt: Date; lastSeenAt: Date }, current: number) =>
  session.expiresAt.getTime() <= current || current - session.lastSeenAt.getTime() >= auth.session.idleMs;

/**
 * Which of these sessions ended, and why: past a limit on the clock, revoked, or their admin no longer active.
 * The realtime sweep asks it for the sessions of its open sockets.
 */
export const endedSessions = async (auth: AuthContext, tokenHashes: readonly string[]) => {
  const { db, sessionsRepository, now } = auth;
  const states = await sessionsRepository.findStates(db, tokenHashes);
  const byHash = new Map(states.map((state) => [state.tokenHash, state]));
  const current = now().getTime();
  const ended: { tokenHash: string; reason: SessionEndReason }[] = [];
  for (const tokenHash of tokenHashes) {
    const state = byHash.get(tokenHash);
    if (!state || state.revoked || !state.adminActive) ended.push({ tokenHash, reason: 'revoked' });
    else if (isPastLimits(auth, state, current)) ended.push({ tokenHash, reason: 'expired' });
  }
  return ended;
};

/** Accepts a looked-up session when it is live, bound to this browser and within its limits. */
export const acceptSession = async (
  auth: AuthContext,
  tokenHash: string,
  session: SessionLookup | null,
  binding: string | undefined,
): Promise<Session> => {
  const { db, sessionsRepository, now, hashOf } = auth;
  if (!session) throw apiError(AUTH_ERRORS.sessionEnded);
  if (!binding || !safeEqualHex(hashOf('binding', binding), session.bindingHash)) {
    throw apiError(AUTH_ERRORS.sessionNotBound);
  }
  const current = now().getTime();
  if (isPastLimits(auth, session, current)) {
    throw apiError(AUTH_ERRORS.sessionExpired);
  }
  if (!session.admin.isActive || !session.admin.isConfirmed) {
    throw apiError(AUTH_ERRORS.accountNoLongerActive);
  }
  if (current - session.lastSeenAt.getTime() >= AUTH_LIMITS.touchEveryMs) {
    await sessionsRepository.touch(db, tokenHash, now());
  }
  return { admin: session.admin, tokenHash, reauthenticatedAt: session.reauthenticatedAt };
};

/** Counts one request of the per-IP limit where this instance keeps the counts; returns the count so far. */
export const countHit = async (auth: AuthContext, hit: RateHit): Promise<number> =>
  auth.singleInstance ? auth.singleInstance.rateCounter.hit(hit) : hitRateLimit(auth.db, hit);

/** The lookup kept at `generation` (read before this call), or the database's, then kept when live. */
const cachedLookup = async (auth: AuthContext, cache: SessionCache, tokenHash: string, generation: string) => {
  const kept = cache.get(tokenHash, generation);
  if (kept) return kept;
  const { lookup } = await auth.sessionsRepository.findActive(auth.db, tokenHash);
  if (lookup) cache.set(tokenHash, generation, lookup);
  return lookup;
};

/**
 * The token's session looked up, and `rider` read in the same round trip (on PGlite, whose sessions are kept in memory,
 * beside the generation the kept lookup is checked against).
 */
const lookUp = async (auth: AuthContext, tokenHash: string, rider: Statement | null | undefined) => {
  const { db, sessionsRepository, singleInstance } = auth;
  if (!singleInstance) return sessionsRepository.findActive(db, tokenHash, rider);
  const [generation, carried] = await Promise.all([
    sessionsRepository.generation(db),
    rider ? readRider(db, rider) : undefined,
  ]);
  return { lookup: await cachedLookup(auth, singleInstance.sessionCache, tokenHash, generation), carried };
};

/**
 * The session of a token, when it is live, bound to this browser and within its limits, and what `rider` (another
 * module's read, carried by the session check) found.
 */
export const authenticate = async (
  auth: AuthContext,
  token: string | undefined,
  binding: string | undefined,
  rider?: Statement | null,
): Promise<Authenticated> => {
  const tokenHash = tokenHashOf(auth, token);
  if (!tokenHash) throw apiError(AUTH_ERRORS.signInToContinue);
  const { lookup, carried } = await lookUp(auth, tokenHash, rider);
  return { session: await acceptSession(auth, tokenHash, lookup, binding), carried };
};

/**
 * `authenticate` that also counts the request toward the per-IP limit in the same database round trip;
 * `checkHits` sees the count before any session rule, so the limit applies whatever the token.
 */
export const authenticateCountingHit = async (
  auth: AuthContext,
  token: string | undefined,
  binding: string | undefined,
  hit: RateHit,
  checkHits: (hits: number) => void,
  rider?: Statement | null,
): Promise<Authenticated> => {
  const { singleInstance } = auth;
  const tokenHash = tokenHashOf(auth, token);
  if (!tokenHash) {
    checkHits(await countHit(auth, hit));
    throw apiError(AUTH_ERRORS.signInToContinue);
  }
  if (singleInstance) {
    checkHits(singleInstance.rateCounter.hit(hit));
    const { lookup, carried } = await lookUp(auth, tokenHash, rider);
    return { session: await acceptSession(auth, tokenHash, lookup, binding), carried };
  }
  const { lookup, hits, carried } = await auth.admissions.check(tokenHash, hit, rider);
  checkHits(hits);
  return { session: await acceptSession(auth, tokenHash, lookup, binding), carried };
};

export const signOut = async (auth: AuthContext, session: Session, context: AuditContext) => {
  const { db, audit, events, sessionsRepository, now } = auth;
  await db.transaction(async (tx) => {
    await sessionsRepository.revoke(tx, session.tokenHash, now());
    await audit.append(tx, actorContext(context, session.admin), {
      action: AUDIT_ACTION.signout,
      resource: AUDIT_RESOURCE.admin,
      resourceId: session.admin.id,
    });
  });
  events.sessionEnded({ tokenHash: session.tokenHash, reason: 'signed-out' });
};

/** Ends every session of an admin inside the caller's transaction. */
export const revokeSessions = (auth: AuthContext, tx: Queryable, adminId: string) =>
  auth.sessionsRepository.revokeAllOfAdmin(tx, adminId, auth.now());

/** Housekeeping run periodically by each instance: expired sign-in attempts, codes, links and sessions. */
export const deleteExpired = async (auth: AuthContext) => {
  await auth.authRepository.deleteExpired(auth.db, auth.now());
  await auth.sessionsRepository.deleteExpired(auth.db, auth.now());
};
