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
