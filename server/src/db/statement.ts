// Writes of several modules sent as one statement, so a hot path pays one round trip while each module keeps its SQL.
import { prepared, type Queryable, type Statement } from './client';
import { shiftParams } from './list-param';

export type { Statement };

/**
 * The writes (INSERT, UPDATE or DELETE each, of fixed text) as one statement: data-modifying CTEs, parameters
 * renumbered; prepared, since a hot path sends the same few combinations again and again. Null when there is none.
 */
export const combinedWrite = (writes: readonly Statement[]): Statement | null => {
  if (writes.length === 0) return null;
  if (writes.length === 1) return { sql: prepared(writes[0]!.sql), params: writes[0]!.params };
  const params: unknown[] = [];
  const parts = writes.map((write, index) => {
    const offset = params.length;
    params.push(...write.params);
    return `w${index} AS (${shiftParams(write.sql, offset)})`;
  });
  return { sql: prepared(`WITH ${parts.join(', ')} SELECT 1`), params };
};

/** Runs the writes as one statement (`combinedWrite`). */
export const runWrites = async (q: Queryable, writes: readonly Statement[]): Promise<void> => {
  const write = combinedWrite(writes);
  if (write) await q.query(write.sql, write.params);
};
