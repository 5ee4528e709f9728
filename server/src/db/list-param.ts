// A list sent as one statement parameter without costing the prepared statement its cached plan. With an array
// parameter PostgreSQL plans such a statement again on every call (a custom plan knows the array's length, so the
// cached generic plan, which assumes ten elements, looks dearer): 0.1–0.5 ms a statement on the money path (issue 16).
// A JSON array's length is unknown to both plans, so the cached one serves; read as `column = ANY (ARRAY(…))`, it is
// still one index scan whatever the table's size.

/** The parameter's value: the list as one JSON array. */
export const listParam = (values: readonly unknown[]): string => JSON.stringify(values);

/** The SQL that matches a column against the list bound at `param`: `l.id = ${anyOf('$1', 'uuid')}`. */
export const anyOf = (param: string, type: string): string =>
  `ANY (ARRAY(SELECT value::${type} FROM jsonb_array_elements_text(${param}::jsonb)))`;

/**
 * A list of values that another module's SQL reads (a subquery of one column, its parameters numbered from $1), so a
 * statement can match against it in the round trip that reads them, without reading that module's tables itself.
 */
export interface ListQuery {
  sql: string;
  params: readonly unknown[];
}

/** The SQL with its parameters numbered from `offset + 1` (a part of a statement whose first `offset` come before). */
export const shiftParams = (sql: string, offset: number): string =>
  sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/** The subquery to write inside a statement whose parameters are `params`; its own are appended to them. */
export const embedList = (list: ListQuery, params: unknown[]): string => {
  const sql = shiftParams(list.sql, params.length);
  params.push(...list.params);
  return sql;
};
