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

/**
 * A read of one module carried by another module's statement, so a request pays one round trip for both: the read's
 * SELECT (at most one row, unprepared text) becomes one jsonb column of the carrier, its parameters numbered after the
 * carrier's first `offset`; the column is null when the read finds no row.
 */
export const riderColumn = (rider: Statement, offset: number, name: string): string =>
  `(SELECT to_jsonb(r) FROM (${shiftParams(rider.sql, offset)}) r) AS ${name}`;

/** The rider alone, when no statement carries it: its row as `riderColumn` gives it, or null. */
export const readRider = async (q: Queryable, rider: Statement): Promise<unknown> => {
  const [row] = await q.query<{ rider: unknown }>(prepared(`SELECT ${riderColumn(rider, 0, 'rider')}`), rider.params);
  return row?.rider ?? null;
};
