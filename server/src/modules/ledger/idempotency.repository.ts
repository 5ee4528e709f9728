// SQL of idempotency keys: claimed at the start of the operation's transaction, answered from the stored response.
import { prepared, type Queryable } from '../../db/client';
import type { Statement } from '../../db/statement';

export const createIdempotencyRepository = () => ({
  /**
   * Claims the key; false when it exists. A concurrent claim of the same key waits for the first
   * transaction, then sees its committed row.
   */
  claim: async (q: Queryable, scope: string, key: string, requestHash: string, now: Date): Promise<boolean> => {
    const rows = await q.query(
      prepared(`INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING 1`),
      [scope, key, requestHash, now],
    );
    return rows.length === 1;
  },

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
