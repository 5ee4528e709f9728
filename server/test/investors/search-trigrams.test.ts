// A text search asks the trigram index for the trigrams a sample of the searched text says narrow it most cheaply
// (issue 16): the choice itself, the sample kept by the clock, and on each database the same answers as the covering
// pieces give, whatever was typed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvestorSearchQuerySchema } from '@blck/contract';
import type { Queryable } from '../../src/db/client';
import { coveringPiecesOf, indexableWordsOf } from '../../src/db/like';
import {
  buildTrigramSample,
  buildTrigramSampleInSlices,
  chanceOfAtLeast,
  chooseTrigramProbes,
  createTrigramSampler,
  surelyMoreThan,
} from '../../src/db/trigram-sample';
import { createInvestorsRepository, SEARCH_COUNT_CAP } from '../../src/modules/investors/investors.repository';
import { testDatabases } from '../support/databases';
import { countTurnsWhile } from '../support/event-loop';
import { createHarness, type Harness } from '../support/harness';
import { createManualClock, MINUTE } from '../support/manual-clock';

/** One row in fifty is a Stevenson; "son" ends most other surnames. */
const SURNAMES = ['johnson', 'wilson', 'anderson', 'jackson', 'garcia', 'nguyen', 'madison', 'peterson', 'kim', 'ito'];
const textOf = (n: number) => {
  const surname = n % 50 === 0 ? 'stevenson' : SURNAMES[n % SURNAMES.length]!;
  const number = String((n * 48271 + 11) % 2147483647).padStart(10, '0');
  return `person${n % 97} ${surname} p${n}@example.com de-${number}`;
};
const sampleOf = (rows: number, tableRows = rows) =>
  buildTrigramSample(
    Array.from({ length: rows }, (_, n) => textOf(n)),
    tableRows,
  );

describe('choosing the trigrams of a search', () => {
  it('counts each sampled row once per trigram, in row order', () => {
    const sample = buildTrigramSample(['anna banana', 'nan', 'an'], 30);
    expect(sample.rowsWith.get('ana')).toEqual([0]);
    expect(sample.rowsWith.get('nan')).toEqual([0, 1]);
    expect(sample.rowsWith.has('an')).toBe(false);
    expect(sample.tableRows).toBe(30);
  });

  it("asks for a rare word's rarest trigram alone, not pieces that most rows carry", () => {
    const sample = sampleOf(3000, 1_000_000);
    const chosen = chooseTrigramProbes('Stevenson', sample, SEARCH_COUNT_CAP)!;
    expect(coveringPiecesOf('stevenson')).toEqual(['ste', 'ven', 'son']);
    expect(chosen).toHaveLength(1);
    expect(sample.rowsWith.get(chosen[0]!)!.length).toBeLessThan(sample.rowsWith.get('son')!.length / 10);
    expect('stevenson').toContain(chosen[0]);
  });

  it('narrows a registration number with trigrams that do not overlap, each found in the text', () => {
    const sample = sampleOf(3000, 1_000_000);
    const number = textOf(1234).split(' ').at(-1)!;
    const chosen = chooseTrigramProbes(number.toUpperCase(), sample, SEARCH_COUNT_CAP)!;
    expect(chosen.length).toBeGreaterThanOrEqual(1);
    const starts = chosen.map((trigram) => number.indexOf(trigram));
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(0);
    for (const a of starts) for (const b of starts) if (a !== b) expect(Math.abs(a - b)).toBeGreaterThanOrEqual(3);
  });

  it('cuts trigrams between characters, never inside a letter outside the Basic Multilingual Plane', () => {
    const wellFormed = (probe: string) => expect(() => encodeURIComponent(probe)).not.toThrow();
    expect(coveringPiecesOf('abc\u{1D49C}')).toEqual(['abc', 'bc\u{1D49C}']);
    coveringPiecesOf('\u{20BB7}野家').forEach(wellFormed);
    const sample = buildTrigramSample(['abc\u{1D49C} one', 'abc two', '\u{20BB7}野家 three'], 3);
    expect([...sample.rowsWith.keys()].every((trigram) => Array.from(trigram).length === 3)).toBe(true);
    for (const text of ['abc\u{1D49C}', '\u{20BB7}野家', 'x\u{20BB7}野家y'])
      chooseTrigramProbes(text, sample, SEARCH_COUNT_CAP)!.forEach(wellFormed);
  });

  it('reads the sample apart from the context of the search that asked for it', async () => {
    const requests = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const sampler = createTrigramSampler({
      clock: createManualClock(),
      read: async () => {
        seen.push(requests.getStore());
        return { texts: [], tableRows: 0 };
      },
    });
    requests.run('a request inside a transaction', () => sampler.current());
    await expect.poll(() => seen).toEqual([undefined]);
  });

  it('leaves the choice to the covering pieces without a sample or a word of three characters', () => {
    expect(chooseTrigramProbes('stevenson', null, SEARCH_COUNT_CAP)).toBeNull();
    expect(chooseTrigramProbes('stevenson', buildTrigramSample([], 0), SEARCH_COUNT_CAP)).toBeNull();
    expect(chooseTrigramProbes('a b-c %', sampleOf(100), SEARCH_COUNT_CAP)).toBeNull();
  });

  it('answers the same choice again for the same text, without sharing it with the caller', () => {
    const sample = sampleOf(500);
    const first = chooseTrigramProbes('wilson', sample, SEARCH_COUNT_CAP)!;
    first.push('zzz');
    expect(chooseTrigramProbes('WILSON', sample, SEARCH_COUNT_CAP)).not.toContain('zzz');
  });

  it('builds a sample in slices, letting the event loop turn between them, into the very sample built at once', async () => {
    const texts = Array.from({ length: 3000 }, (_, n) => textOf(n));
    const { result: sliced, turns } = await countTurnsWhile(() => buildTrigramSampleInSlices(texts, 90_000));
    expect(sliced).toEqual(buildTrigramSample(texts, 90_000));
    // 3,000 texts in slices of 200: fifteen slices, a turn of the loop between each two.
    expect(turns).toBeGreaterThanOrEqual(14);
    expect(await buildTrigramSampleInSlices([], 0)).toEqual(buildTrigramSample([], 0));
  });

  it('sums the chance of at least k successes of a binomial exactly, at its edges too', () => {
    expect(chanceOfAtLeast(8, 10, 0.5)).toBeCloseTo(56 / 1024, 12);
    expect(chanceOfAtLeast(1, 3, 0.2)).toBeCloseTo(1 - 0.8 ** 3, 12);
    expect(chanceOfAtLeast(0, 5, 0.1)).toBe(1);
    expect(chanceOfAtLeast(6, 5, 0.9)).toBe(0);
    expect(chanceOfAtLeast(3, 5, 0)).toBe(0);
    expect(chanceOfAtLeast(5, 5, 1)).toBe(1);
    // A thousand matches, a page in 300 drawn: 15 and 16 drawn pages with a match (exact sums, in rationals).
    expect(chanceOfAtLeast(15, 1000, 1 / 300) / 2.2440175491242695e-6).toBeCloseTo(1, 9);
    expect(chanceOfAtLeast(16, 1000, 1 / 300) / 4.5529396275824126e-7).toBeCloseTo(1, 9);
  });

  it('calls a search surely broader than the cap only when the drawn pages holding a match, or a whole table, prove it', () => {
    const texts = Array.from({ length: 3000 }, (_, n) => textOf(n));
    // A sample of a million rows, one row per page drawn, each page drawn with a chance of 0.3 %.
    const spread = buildTrigramSample(texts, 1_000_000, { of: texts.map((_, n) => n), share: 0.003 });
    // One row in fifty is a Stevenson: 60 drawn pages hold one, where at most 1,000 matches would show about 3.
    expect(surelyMoreThan('Stevenson', spread, SEARCH_COUNT_CAP)).toBe(true);
    expect(surelyMoreThan('son', spread, SEARCH_COUNT_CAP)).toBe(true);
    // Three rows, three pages: as many as a table of 1,000 matches shows.
    expect(surelyMoreThan('person7 wilson', spread, SEARCH_COUNT_CAP)).toBe(false);
    expect(surelyMoreThan('nobody', spread, SEARCH_COUNT_CAP)).toBe(false);
    // The same 60 Stevensons on two pages (a customer's investors entered together): two pages prove nothing.
    const clustered = buildTrigramSample(texts, 1_000_000, {
      of: texts.map((text, n) => (text.includes('stevenson') ? n % 2 : 10 + n)),
      share: 0.003,
    });
    expect(surelyMoreThan('stevenson', clustered, SEARCH_COUNT_CAP)).toBe(false);
    expect(surelyMoreThan('son', clustered, SEARCH_COUNT_CAP)).toBe(true);
    // The whole table read, however its rows lie: more than 1.25 times the cap's rows (it may be ten minutes old).
    const whole = buildTrigramSample(texts, 3000, { of: texts.map((_, n) => n % 7), share: 1 });
    expect(surelyMoreThan('son', whole, SEARCH_COUNT_CAP)).toBe(true);
    expect(surelyMoreThan('stevenson', whole, SEARCH_COUNT_CAP)).toBe(false);
    expect(surelyMoreThan('stevenson', whole, 47)).toBe(true);
    expect(surelyMoreThan('stevenson', whole, 48)).toBe(false);
    // A sample of pages: at a million investors, 0.36 % of the pages drawn, 18 pages with a match could still be
    // 1,250 matches (once in a million samples or more often); 19 could not.
    const drawn = (withMatch: number) =>
      buildTrigramSample(
        Array.from({ length: 100 }, (_, n) => (n < withMatch ? 'stevenson' : 'nobody')),
        1_000_000,
        { of: Array.from({ length: 100 }, (_, n) => n), share: 0.0036 },
      );
    expect(surelyMoreThan('stevenson', drawn(18), SEARCH_COUNT_CAP)).toBe(false);
    expect(surelyMoreThan('stevenson', drawn(19), SEARCH_COUNT_CAP)).toBe(true);
    // Without pages (or without a sample) it never says so.
    expect(surelyMoreThan('son', buildTrigramSample(texts, 1_000_000), SEARCH_COUNT_CAP)).toBe(false);
    expect(surelyMoreThan('son', null, SEARCH_COUNT_CAP)).toBe(false);
    // Pages that do not match the texts one to one are dropped, not misread.
    expect(buildTrigramSample(texts, 1_000_000, { of: [1, 2], share: 0.003 }).pages).toBeUndefined();
  });

  it('reads the sample in the background once, and again only when the clock says it is stale', async () => {
    const clock = createManualClock(new Date('2026-12-01T00:00:00Z'));
    let reads = 0;
    let fail = false;
    const sampler = createTrigramSampler({
      clock,
      maxAgeMs: 10 * MINUTE,
      read: async () => {
        reads += 1;
        if (fail) throw new Error('the database is away');
        return { texts: [`text number ${reads}`], tableRows: 10 };
      },
    });
    expect(sampler.current()).toBeNull();
    await expect.poll(() => sampler.current()?.texts).toEqual(['text number 1']);
    clock.advance(10 * MINUTE - 1);
    sampler.current();
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(1);
    clock.advance(1);
    sampler.current();
    await expect.poll(() => reads).toBe(2);
    await expect.poll(() => sampler.current()?.texts).toEqual(['text number 2']);
    fail = true;
    clock.advance(10 * MINUTE);
    expect(sampler.current()?.texts).toEqual(['text number 2']);
    await expect.poll(() => reads).toBe(3);
    expect(sampler.current()?.texts).toEqual(['text number 2']);
  });

  it('keeps a read that throws at once from failing the search that asked for the sample', async () => {
    let reads = 0;
    const sampler = createTrigramSampler({
      clock: createManualClock(),
      read: () => {
        reads += 1;
        throw new Error('no database');
      },
    });
    expect(sampler.current()).toBeNull();
    await expect.poll(() => reads).toBe(1);
    expect(sampler.current()).toBeNull();
  });
});

describe.each(testDatabases())('investor search by sampled trigrams on $name', (database) => {
  const ROWS = 4000;
  let h: Harness;
  const repository = createInvestorsRepository();

  beforeAll(async () => {
    h = await createHarness(database);
    const texts = Array.from({ length: ROWS }, (_, n) => textOf(n).split(' '));
    await h.db.query(
      `INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
         interest_rate, reward_bonus, contact_email, payment_type, status, reviewed_at, created_at, updated_at)
       SELECT gen_random_uuid(), t.name, t.number, 'Street', 'individual', '', 1, 0, t.email, 'fiat', 'pending', NULL,
         timestamptz '2026-11-01 00:00:00+00' + t.n * interval '1 minute', now()
       FROM jsonb_to_recordset($1::jsonb) AS t(n int, name text, email text, number text)`,
      [
        JSON.stringify(
          texts.map(([first, surname, email, number], n) => ({ n, name: `${first} ${surname}`, email, number })),
        ),
      ],
    );
    await h.db.query('ANALYZE investors');
  });
  afterAll(() => h.close());

  it('reads a small table whole, each text with its page, and counts it from what it read', async () => {
    const { texts, tableRows, pages } = await repository.sampleSearchText(h.db, ROWS / 4);
    const [live] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM investors WHERE removed_at IS NULL');
    expect(texts).toHaveLength(live!.n);
    expect(tableRows).toBe(live!.n);
    expect(pages!.share).toBe(1);
    expect(pages!.of).toHaveLength(texts.length);
    expect(new Set(pages!.of).size).toBeGreaterThan(1);
    const sample = buildTrigramSample(texts, tableRows, pages);
    // Most rows hold "son": the walk alone pages it. One in fifty is a Stevenson: 80 rows, under the cap.
    expect(surelyMoreThan('son', sample, SEARCH_COUNT_CAP)).toBe(true);
    expect(surelyMoreThan('stevenson', sample, SEARCH_COUNT_CAP)).toBe(false);
  });

  it('samples live investors\u2019 search text and counts them from the kept counts', async () => {
    const { texts, tableRows, pages } = await repository.sampleSearchText(h.db, 500);
    expect(tableRows).toBe(ROWS);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(500);
    // Each text with its page; each page drawn with the chance TABLESAMPLE was asked for: 120 % of 500 in 4,000.
    expect(pages!.of).toHaveLength(texts.length);
    for (const page of pages!.of) expect(Number.isInteger(page) && page >= 0).toBe(true);
    expect(pages!.share).toBeCloseTo(0.15, 10);
    for (const text of texts) expect(text).toBe(text.toLowerCase());
    expect(texts.some((text) => text.includes('@example.com'))).toBe(true);
  });

  it('finds a name written with a letter outside the Basic Multilingual Plane, with and without a sample', async () => {
    await h.db.query(
      `INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
         interest_rate, reward_bonus, contact_email, payment_type, status, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Jin \u{20BB7}野家', 'JP-1', 'Street', 'individual', '', 1, 0, 'jin@example.com',
         'fiat', 'pending', now(), now())`,
    );
    const { texts, tableRows } = await repository.sampleSearchText(h.db, ROWS * 2);
    for (const sample of [null, buildTrigramSample(texts, tableRows)]) {
      for (const search of ['\u{20BB7}野家', 'jin \u{20BB7}野']) {
        const found = await repository.list(h.db, InvestorSearchQuerySchema.parse({ search }), sample);
        expect({ search, total: found.total, names: found.investors.map((i) => i.investorName) }).toEqual({
          search,
          total: 1,
          names: ['Jin \u{20BB7}野家'],
        });
      }
    }
  });

  it('pages a surely broad search by walking the sort alone, and counts a walk that ends below the cap exactly', async () => {
    const { texts, tableRows } = await repository.sampleSearchText(h.db, ROWS);
    // These few thousand rows fill few pages; as if each text were on a page of its own, one page in a hundred drawn.
    const claimed = buildTrigramSample(texts, tableRows, { of: texts.map((_, n) => n), share: 0.01 });
    const sent: string[] = [];
    const spy: Queryable = {
      query: (sql, params) => {
        sent.push(sql);
        return h.db.query(sql, params);
      },
    };
    for (const sort of ['createdAt', 'investorName'] as const) {
      const query = InvestorSearchQuerySchema.parse({ page: 1, perPage: 25, sort, order: 'desc', search: 'son' });
      const plain = await repository.list(h.db, query);
      sent.length = 0;
      const walked = await repository.list(spy, query, claimed);
      expect(plain).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
      expect(walked.investors.map((i) => i.id)).toEqual(plain.investors.map((i) => i.id));
      expect(walked).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
      // One statement, the walk: no collect of the cap's matches.
      expect(sent).toHaveLength(1);
      expect(sent[0]).not.toContain(`LIMIT ${SEARCH_COUNT_CAP + 1}`);
    }
    // A sample that misled (four Wilsons of person7, claimed broad): the walk ends on its first page, so the total is
    // exact, as the collect would have counted it.
    const misled = buildTrigramSample(
      Array.from({ length: 3000 }, () => 'person7 wilson'),
      1_000_000,
      { of: Array.from({ length: 3000 }, (_, n) => n), share: 0.003 },
    );
    const query = InvestorSearchQuerySchema.parse({ search: 'person7 wilson', perPage: 25 });
    const plain = await repository.list(h.db, query);
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.total).toBeLessThan(25);
    expect(plain.totalIsLowerBound).toBe(false);
    expect(await repository.list(h.db, query, misled)).toEqual(plain);
    // Within one status the sample says nothing: the collect counts them.
    sent.length = 0;
    const pending = await repository.list(
      spy,
      InvestorSearchQuerySchema.parse({ search: 'son', status: 'pending' }),
      claimed,
    );
    expect(sent[0]).toContain(`LIMIT ${SEARCH_COUNT_CAP + 1}`);
    expect(pending).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
  });

  it('asks the index for the chosen trigrams and answers exactly what the covering pieces answer', async () => {
    const { texts, tableRows } = await repository.sampleSearchText(h.db, ROWS);
    const sample = buildTrigramSample(texts, tableRows);
    const sent: unknown[][] = [];
    const spy: Queryable = {
      query: (sql, params) => {
        sent.push([...(params ?? [])]);
        return h.db.query(sql, params);
      },
    };
    const terms = [
      'stevenson',
      'STEVENSON',
      'son',
      'person7 wilson',
      textOf(1234).split(' ').at(-1)!,
      'p2@example',
      '100%',
      'a_b',
      "o'brien",
      'élodie',
      'x y',
      'stevenson'.repeat(10),
      'son de-',
    ];
    for (const search of terms) {
      for (const sort of ['createdAt', 'investorName'] as const) {
        const query = InvestorSearchQuerySchema.parse({ page: 0, perPage: 25, sort, order: 'desc', search });
        const plain = await repository.list(h.db, query);
        const weighed = await repository.list(spy, query, sample);
        expect({ search, sort, ...weighed, investors: weighed.investors.map((i) => i.id) }).toEqual({
          search,
          sort,
          ...plain,
          investors: plain.investors.map((i) => i.id),
        });
      }
    }
    // The collect of "stevenson" asked for one trigram of the word, not its three covering pieces.
    sent.length = 0;
    await repository.list(spy, InvestorSearchQuerySchema.parse({ search: 'stevenson', perPage: 25 }), sample);
    const patterns = sent[0]!.filter((param) => typeof param === 'string' && /^%.*%$/.test(param));
    expect(patterns).toHaveLength(1);
    expect(indexableWordsOf('stevenson')[0]).toContain((patterns[0] as string).slice(1, -1));
  });
});
