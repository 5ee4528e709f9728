// SQL of idempotency keys: claimed at the start of the operation's transaction, answered from the stored response.
import { prepared, type Queryable } from '../../db/client';
import type { Statement } from '../../db/statement';

export const createIdempotencyRepository = () => ({
  /**
   * Claims several keys in one statement, in order; per key whether it was claimed, else the stored request hash and
   * answer as they stood when the statement began (null for a key another transaction committed meanwhile: `find`
   * reads it). Each stored key is found by the primary key (a LATERAL lookup with LIMIT is never hashed).
   */
  claimAll: async (
    q: Queryable,
    claims: ReadonlyArray<{ scope: string; key: string; requestHash: string }>,
    now: Date,
  ): Promise<Array<{ fresh: boolean; stored: { request_hash: string; response: unknown } | null }>> => {
    if (claims.length === 0) return [];
    const rows = await q.query<{ ord: number; fresh: boolean; request_hash: string | null; response: unknown }>(
      prepared(`WITH wanted AS (
         SELECT (r->>'ord')::int AS ord, r->>'scope' AS scope, r->>'key' AS key, r->>'requestHash' AS request_hash
         FROM batch_rows($1::jsonb) r
       ),
       claimed AS (
         INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
         SELECT scope, key, request_hash, $2 FROM wanted ORDER BY scope, key
         ON CONFLICT (scope, key) DO NOTHING RETURNING scope, key
       )
       SELECT w.ord, EXISTS (SELECT 1 FROM claimed c WHERE c.scope = w.scope AND c.key = w.key) AS fresh,
         k.request_hash, k.response
       FROM wanted w LEFT JOIN LATERAL (
         SELECT request_hash, response FROM idempotency_keys k WHERE k.scope = w.scope AND k.key = w.key LIMIT 1
       ) k ON true
       ORDER BY w.ord`),
      [JSON.stringify(claims.map((claim, ord) => ({ ord, ...claim }))), now],
    );
    return rows.map((row) => ({
      fresh: row.fresh,
      stored: row.request_hash === null ? null : { request_hash: row.request_hash, response: row.response },
    }));
  },

  /** The statement that gives back keys claimed by calls that were refused, as their own rollback would have. */
  releaseAll: (keys: ReadonlyArray<{ scope: string; key: string }>): Statement => ({
    sql: `DELETE FROM idempotency_keys k USING batch_rows($1::jsonb) r
       WHERE k.scope = r->>'scope' AND k.key = r->>'key' AND k.response IS NULL`,
    params: [JSON.stringify(keys.map(({ scope, key }) => ({ scope, key })))],
  }),

  find: async (q: Queryable, scope: string, key: string) => {
    const [row] = await q.query<{ request_hash: string; response: unknown }>(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    return row ?? null;
  },

  /**
   * The statement that stores answers under claimed keys, sent as one JSON array: the same text for any number, so its
   * cached plan serves every call. `idempotency_answers` (0026) has the planner count a few answers, so each is found
   * by its key instead of hashing every key kept.
   */
  saveResponses: (answers: ReadonlyArray<{ scope: string; key: string; response: unknown }>): Statement => ({
    sql: `UPDATE idempotency_keys k SET response = a.response
       FROM idempotency_answers($1::jsonb) AS a
       WHERE k.scope = a.scope AND k.key = a.key`,
    params: [JSON.stringify(answers)],
  }),

  deleteOlderThan: async (q: Queryable, before: Date) => {
    await q.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
  },
});

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
