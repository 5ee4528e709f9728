// A keyset walk through a sorted list (a CSV export): the sort key as typed parts, the condition that resumes after
// the last row read, and that row's key as text, so no page is read with OFFSET and no list sits in memory.

/** One part of a sort key: an SQL expression and the type its text form is cast back to. */
export interface KeyPart {
  expression: string;
  type: 'text' | 'uuid' | 'timestamptz' | 'numeric' | 'boolean';
}

/** Where a walk stopped: the last row's key parts, as text (exact for every type, unlike a JS Date). */
export type KeysetCursor = readonly string[];

/** `ORDER BY` of the key, every part in the same direction. */
export const keysetOrderBy = (parts: readonly KeyPart[], order: 'asc' | 'desc'): string =>
  parts.map((part) => `${part.expression} ${order === 'desc' ? 'DESC' : 'ASC'}`).join(', ');

/** The row comparison that keeps the rows after `cursor` in the walk's direction (its values pushed to `params`). */
export const keysetAfter = (
  parts: readonly KeyPart[],
  cursor: KeysetCursor,
  order: 'asc' | 'desc',
  params: unknown[],
): string => {
  const values = parts.map((part, index) => `$${params.push(cursor[index])}::${part.type}`);
  return `(${parts.map((part) => part.expression).join(', ')}) ${order === 'desc' ? '<' : '>'} (${values.join(', ')})`;
};

/** Select list items that return the key parts as text columns `key_0`, `key_1`, … */
export const keysetColumns = (parts: readonly KeyPart[]): string =>
  parts.map((part, index) => `(${part.expression})::text AS key_${index}`).join(', ');

/** The cursor of a row read with `keysetColumns`. */
export const keysetCursorOf = (row: Record<string, unknown>, parts: readonly KeyPart[]): KeysetCursor =>
  parts.map((_, index) => row[`key_${index}`] as string);

/**
 * Every row of a keyset walk, from the start, page after page until a short one (`readPage` resumes after the
 * previous page's last cursor): what a CSV export streams, and what its tests compare with the list.
 */
export async function* keysetRows<C, Row extends { cursor: C }>(
  readPage: (after: C | null, limit: number) => Promise<readonly Row[]>,
  pageRows: number,
): AsyncGenerator<Row> {
  let after: C | null = null;
  for (;;) {
    const page = await readPage(after, pageRows);
    yield* page;
    if (page.length < pageRows) return;
    after = page[page.length - 1]!.cursor;
  }
}
