// Plans of the exact SQL the product sends: runs real code against a Queryable that records every query.
import type { Db, Queryable } from '../../server/src/db/client';
import { median, timeMs } from './stats';

export interface RecordedQuery {
  sql: string;
  params: readonly unknown[];
}

export interface ExplainedQuery extends RecordedQuery {
  /** The text plan, one line per node, with actual times and buffers. */
  plan: string;
  /** `Execution Time` of the plan, in ms. */
  executionMs: number;
  /** Names of the indexes the plan reads. */
  indexes: string[];
}

/**
 * The queries `work` sends when given a Queryable that answers every query with no rows (and runs none):
 * `work` must tolerate empty results.
 */
export const recordQueries = async (work: (recording: Queryable) => Promise<unknown>): Promise<RecordedQuery[]> => {
  const recorded: RecordedQuery[] = [];
  await work({
    query: async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
      recorded.push({ sql, params });
      return [];
    },
  });
  return recorded;
};

/** The statements `work` sends to `db`, run for real (a search's page depends on what its first query found). */
export const recordRun = async (db: Queryable, work: (q: Queryable) => Promise<unknown>): Promise<RecordedQuery[]> => {
  const recorded: RecordedQuery[] = [];
  await work({
    query: <T>(sql: string, params: readonly unknown[] = []) => {
      recorded.push({ sql, params });
      return db.query<T>(sql, params);
    },
  });
  return recorded;
};

/** Median time of one query run `runs` times one after the other, after one untimed run. */
export const aloneMs = async (db: Queryable, { sql, params }: RecordedQuery, runs: number) => {
  await db.query(sql, params);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeMs(() => db.query(sql, params)));
  return median(times);
};

/** Runs `EXPLAIN (ANALYZE, BUFFERS)` of one query on `db`, so the query really executes. */
export const explainQuery = async (db: Queryable, { sql, params }: RecordedQuery): Promise<ExplainedQuery> => {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  const indexes = [...plan.matchAll(/Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/g)]
    .map((match) => (match[1] ?? match[2])!)
    .filter((name, i, all) => all.indexOf(name) === i);
  return { sql, params, plan, executionMs, indexes };
};

/** EXPLAIN (ANALYZE, BUFFERS) of every query `work` sends (see recordQueries), one after the other. */
export const explainQueries = async (
  db: Queryable,
  work: (recording: Queryable) => Promise<unknown>,
): Promise<ExplainedQuery[]> => {
  const explained: ExplainedQuery[] = [];
  for (const query of await recordQueries(work)) explained.push(await explainQuery(db, query));
  return explained;
};

/** Runs `work` in a transaction whose planner may not scan any index: a reference answer that trusts no index. */
export const withoutIndexes = <T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    for (const setting of ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan']) {
      await tx.query(`SET LOCAL ${setting} = off`);
    }
    return work(tx);
  });
