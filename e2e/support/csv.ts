// CSV files the console downloads (reports, exports), read back as rows of cells.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** RFC 4180 text as rows of cells (quoted cells may hold commas, quotes and line breaks). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      // the \n ends the row
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

/** Clicks `trigger` (e.g. a "Download CSV" button) and reads the file the page downloads as rows of cells. */
export const downloadCsv = async (page: Page, trigger: Locator): Promise<{ filename: string; rows: string[][] }> => {
  const download = page.waitForEvent('download');
  await trigger.click();
  const file = await download;
  const path = await file.path();
  return { filename: file.suggestedFilename(), rows: parseCsv(readFileSync(path, 'utf8')) };
};
