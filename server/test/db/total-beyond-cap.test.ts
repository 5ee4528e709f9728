// The total a walked page past a count's cap gives (totalBeyondCap): read one row past its end, the page knows whether
// it ends the matches, so "more than" is said only when a row follows, and an exact total is given past the cap too.
import { describe, expect, it } from 'vitest';
import { totalBeyondCap } from '../../src/db/capped-search';

/** `count` rows of a page peeked one row past `perPage` (row numbers from the page's offset). */
const peeked = (page: number, perPage: number, count: number) =>
  Array.from({ length: count }, (_, index) => page * perPage + index + 1);

describe('totalBeyondCap', () => {
  it.each([
    // page, perPage, rows read (up to perPage + 1), expected total, lower bound
    { page: 0, perPage: 25, read: 26, total: 1000, lowerBound: true, why: 'the first page, rows following' },
    { page: 0, perPage: 25, read: 3, total: 3, lowerBound: false, why: 'the first page, nothing following' },
    { page: 0, perPage: 25, read: 0, total: 0, lowerBound: false, why: 'the first page, empty' },
    {
      page: 39,
      perPage: 25,
      read: 26,
      total: 1000,
      lowerBound: true,
      why: 'the page ending at the cap, rows following',
    },
    {
      page: 39,
      perPage: 25,
      read: 25,
      total: 1000,
      lowerBound: false,
      why: 'the page ending at the cap, full and last',
    },
    { page: 10, perPage: 100, read: 101, total: 1100, lowerBound: true, why: 'past the cap, rows following' },
    { page: 10, perPage: 100, read: 100, total: 1100, lowerBound: false, why: 'past the cap, full and last' },
    { page: 10, perPage: 100, read: 5, total: 1005, lowerBound: false, why: 'past the cap, short' },
    { page: 12, perPage: 100, read: 0, total: 1000, lowerBound: true, why: 'empty, past the end' },
    { page: 999, perPage: 1, read: 2, total: 1000, lowerBound: true, why: 'one a page, at the cap, rows following' },
    { page: 1500, perPage: 1, read: 1, total: 1501, lowerBound: false, why: 'one a page, the last' },
    { page: 3, perPage: 25, read: 26, total: 1000, lowerBound: true, why: 'below the cap, rows following' },
    {
      page: 3,
      perPage: 25,
      read: 10,
      total: 85,
      lowerBound: false,
      why: 'below the cap, the last (fewer than sampled)',
    },
  ])('$why: page $page of $perPage, $read read → $total', ({ page, perPage, read, total, lowerBound }) => {
    const answer = totalBeyondCap(peeked(page, perPage, read), { page, perPage }, 1000);
    expect(answer).toEqual({
      rows: peeked(page, perPage, Math.min(read, perPage)),
      total,
      totalIsLowerBound: lowerBound,
    });
  });
});
