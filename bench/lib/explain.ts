// Plans of the exact SQL the product sends: runs real code against a Queryable that EXPLAINs every query instead.
import type { Queryable } from '../../server/src/db/client';

export interface ExplainedQuery {
  sql: string;
  params: readonly unknown[];
  /** The text plan, one line per node, with actual times and buffers. */
  plan: string;
  /** `Execution Time` of the plan, in ms. */
  executionMs: number;
  /** Names of the indexes the plan reads. */
  indexes: string[];
}

/**
 * Calls `work` with a Queryable that runs `EXPLAIN (ANALYZE, BUFFERS)` of each query on `db` (so the query
 * really executes) and answers it with no rows: `work` must tolerate empty results.
 */
export const explainQueries = async (
  db: Queryable,
  work: (explaining: Queryable) => Promise<unknown>,
): Promise<ExplainedQuery[]> => {
  const explained: ExplainedQuery[] = [];
  await work({
    query: async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
      const indexes = [...plan.matchAll(/Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/g)]
        .map((match) => (match[1] ?? match[2])!)
        .filter((name, i, all) => all.indexOf(name) === i);
      explained.push({ sql, params, plan, executionMs, indexes });
      return [];
    },
  });
  return explained;
};
