// Idempotency-Key handling for calls that move money (DESIGN §5): same key and body → the stored answer
// again with no second effect; same key with another body → 409. Keys are kept two days.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { Statement } from '../../db/statement';
import { canonicalJson } from '../../lib/canonical-json';
import type { Clock } from '../../lib/clock';
import { LEDGER_ERRORS } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { IdempotencyRepository } from './idempotency.repository';

const KEEP_MS = 48 * 3_600_000;

export interface IdempotencyKey {
  /** The operation and the admin, so two admins' keys never meet. */
  scope: string;
  key: string;
  /** The request as the service received it; hashed to detect reuse with another body. */
  request: unknown;
}

/** Where an admin's keys of one operation live (`lockFunds` → `lockFunds:<admin id>`), so two admins' keys never meet. */
export const idempotencyScope = (operation: string, adminId: string) => `${operation}:${adminId}`;

/** What a key remembers of its request, to tell a retry from another request under the same key. */
export const requestFingerprint = (request: unknown): string =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

export const createIdempotency = ({
  idempotencyRepository,
  clock,
}: {
  idempotencyRepository: IdempotencyRepository;
  clock: Clock;
}) => {
  const self = {
    /**
     * Claims the key inside the caller's transaction: `fresh` when it is new (the caller then stores its answer with
     * `prepareSave` before commit), or the stored answer of the same request; 409 for another request under the key.
     */
    claim: async <T>(tx: Queryable, key: IdempotencyKey): Promise<{ fresh: true } | { fresh: false; response: T }> => {
      const [claimed] = await self.claimAll<T>(tx, [key]);
      if ('refusal' in claimed!) throw claimed.refusal;
      return claimed!;
    },

    /**
     * Claims several keys in one round trip (a batch of calls), in order: `fresh`, the stored answer of the same
     * request, or the 409 of another request under the key, each for its own call.
     */
    claimAll: async <T>(
      tx: Queryable,
      keys: readonly IdempotencyKey[],
    ): Promise<Array<{ fresh: true } | { fresh: false; response: T } | { fresh: false; refusal: Error }>> => {
      const hashes = keys.map((key) => requestFingerprint(key.request));
      const claims = await idempotencyRepository.claimAll(
        tx,
        keys.map((key, index) => ({ scope: key.scope, key: key.key, requestHash: hashes[index]! })),
        clock.now(),
      );
      return Promise.all(
        claims.map(async (claim, index) => {
          if (claim.fresh) return { fresh: true as const };
          const key = keys[index]!;
          const stored = claim.stored ?? (await idempotencyRepository.find(tx, key.scope, key.key));
          if (!stored || stored.request_hash !== hashes[index]) {
            return { fresh: false as const, refusal: apiError(LEDGER_ERRORS.idempotencyKeyReused) };
          }
          return { fresh: false as const, response: stored.response as T };
        }),
      );
    },

    /** The statement that gives back the keys of claimed calls that were refused (a batch commits without them). */
    prepareReleaseAll: (keys: ReadonlyArray<Pick<IdempotencyKey, 'scope' | 'key'>>) =>
      idempotencyRepository.releaseAll(keys),

    /** The statement that stores an answer under a key the caller claimed (a deposit claims it in wallet_deposits). */
    prepareSave: (key: Pick<IdempotencyKey, 'scope' | 'key'>, response: unknown): Statement =>
      self.prepareSaveAll([{ key, response }]),

    /** The answers of several claimed keys in one statement (a batch of deposits). */
    prepareSaveAll: (answers: ReadonlyArray<{ key: Pick<IdempotencyKey, 'scope' | 'key'>; response: unknown }>) =>
      idempotencyRepository.saveResponses(answers.map(({ key, response }) => ({ ...key, response }))),

    deleteExpired: (q: Queryable) =>
      idempotencyRepository.deleteOlderThan(q, new Date(clock.now().getTime() - KEEP_MS)),
  };
  return self;
};

export type Idempotency = ReturnType<typeof createIdempotency>;
