// Many rows into one table with multi-row INSERTs, a batch per statement, every value a parameter.
import type { Queryable } from '../../server/src/db/client';

/** Rows per INSERT; also keeps the parameters far below PostgreSQL's 65 535 a statement. */
const MAX_ROWS = 1000;
const MAX_PARAMETERS = 65_535;

/**
 * Inserts `rows` (values in `columns` order) into `table`. A column may carry a cast for its parameter:
 * `permissions::text[]`.
 */
export const insertRows = async (
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> => {
  const names = columns.map((column) => column.split('::')[0]!);
  const casts = columns.map((column) => (column.includes('::') ? `::${column.split('::')[1]}` : ''));
  const perStatement = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.map(
      (_, r) => `(${casts.map((cast, c) => `$${1 + r * columns.length + c}${cast}`).join(', ')})`,
    );
    await q.query(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES ${values.join(',\n')}`,
      batch.flatMap((row) => {
        if (row.length !== columns.length)
          throw new Error(`A ${table} row has ${row.length} values, not ${columns.length}`);
        return row;
      }),
    );
  }
};
