// What the list-export tests read back: the id column of a CSV answer, and every row of a repository's keyset walk.
import { keysetRows, type KeysetCursor } from '../../src/db/keyset';

/** The first column of each data line of a CSV answer (the header line left out). */
export const csvIds = (text: string): string[] =>
  text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]!);

/** Every row a keyset-paged read yields in pages of `pageRows`, exactly as an export streams them. */
export const walkKeyset = async <Row extends { cursor: KeysetCursor }>(
  readPage: (after: KeysetCursor | null, limit: number) => Promise<readonly Row[]>,
  pageRows: number,
): Promise<Row[]> => {
  const rows: Row[] = [];
  for await (const row of keysetRows(readPage, pageRows)) rows.push(row);
  return rows;
};
