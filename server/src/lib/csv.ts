// CSV rows as RFC 4180 text, with cells that a spreadsheet would run as a formula neutralised.
import { Readable } from 'node:stream';
import { keysetRows } from '../db/keyset';
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows read per page by a CSV export's keyset walk. */
export const CSV_PAGE_ROWS = 1000;

/**
 * A CSV download streamed from a keyset walk: the header line, then each page's cells, page after page until a short
 * one, so a list of any length never sits in memory (`readPage` resumes after the previous page's last cursor).
 */
export const csvKeysetStream = <C>(
  header: readonly string[],
  readPage: (after: C | null, limit: number) => Promise<ReadonlyArray<{ cells: readonly unknown[]; cursor: C }>>,
  pageRows = CSV_PAGE_ROWS,
): Readable =>
  Readable.from(
    (async function* () {
      yield csvLine(header);
      for await (const { cells } of keysetRows(readPage, pageRows)) yield csvLine(cells);
    })(),
  );

/** The Content-Disposition of a CSV download named after its list and the day (on the injectable clock). */
export const csvAttachment = (name: string, now: Date): string =>
  `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`;
