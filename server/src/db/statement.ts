// Writes of several modules sent as one statement, so a hot path pays one round trip while each module keeps its SQL.
import { prepared, type Queryable } from './client';

/** One statement and its parameters ($1…), as a repository builds it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Runs the writes (INSERT, UPDATE or DELETE each, of fixed text) as one statement: data-modifying CTEs, parameters
 * renumbered; prepared, since a hot path sends the same few combinations again and again.
 */
export const runWrites = async (q: Queryable, writes: readonly Statement[]): Promise<void> => {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await q.query(prepared(writes[0]!.sql), writes[0]!.params);
    return;
  }
  const params: unknown[] = [];
  const parts = writes.map((write, index) => {
    const offset = params.length;
    params.push(...write.params);
    return `w${index} AS (${write.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  await q.query(prepared(`WITH ${parts.join(', ')} SELECT 1`), params);
};
