// The deposit history: listed, sorted, searched by text and inclusive date range, and reported as CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { createHistoriesRepository } from '../../src/modules/histories/histories.repository';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture, type IssuerFixture } from '../support/issuers';

const DAY = 86_400_000;

describe.each(testDatabases())('deposit history on $name', (database) => {
  let h: Harness;
  let session: SignedIn;
  let acme: IssuerFixture;
  let zenith: IssuerFixture;
  const days: string[] = [];

  beforeAll(async () => {
    h = await createHarness(database);
    const admin = await h.createAdmin({ permissions: ['funds.manage', 'histories.view'] });
    session = await h.signIn(admin.email, admin.password);
    acme = await createIssuerFixture(h.db, { companyName: 'Acme Mining' });
    zenith = await createIssuerFixture(h.db, { companyName: 'Zenith Labs' });
    h.clock.set(new Date('2026-03-01T10:00:00Z'));
    // Five deposits on five consecutive days: Acme 100, Zenith 20, Acme 300, Zenith 40, Acme 5.
    for (const [issuer, amount] of [
      [acme, '100'],
      [zenith, '20'],
      [acme, '300'],
      [zenith, '40'],
      [acme, '5'],
    ] as const) {
      days.push(h.clock.now().toISOString().slice(0, 10));
      const response = await h.call(endpoints.increaseWallet, {
        session,
        bearer: true,
        body: { wallet_address: issuer.wallet, amount },
      });
      expect(response.statusCode).toBe(200);
      h.clock.advance(DAY);
      session = await h.signIn(admin.email, admin.password);
    }
  });
  afterAll(() => h?.close());

  const search = (body: Record<string, unknown>) => h.call(endpoints.searchHistories, { session, body });

  it('lists deposits newest first and sorts by amount', async () => {
    const newest = await h.call(endpoints.listHistories, {
      session,
      rawPath: '/api/auth/v1/backoffice/histories?sort=createdAt&order=desc&perPage=100',
    });
    expect(
      newest
        .json()
        .histories.slice(0, 5)
        .map((d: { amount: string }) => d.amount),
    ).toEqual(['5', '40', '300', '20', '100']);
    const byAmount = await h.call(endpoints.listHistories, {
      session,
      rawPath: '/api/auth/v1/backoffice/histories?sort=amount&order=desc&perPage=2',
    });
    expect(byAmount.json().histories.map((d: { amount: string }) => d.amount)).toEqual(['300', '100']);
    expect(byAmount.json().histories[0]).toMatchObject({
      issuerName: 'Acme Mining',
      balanceAfter: '400',
      walletAddress: acme.wallet,
    });
  });

  it("samples the deposits' search text that a search's trigrams are weighed by", async () => {
    const { texts, tableRows } = await createHistoriesRepository().sampleSearchText(h.db, 100);
    expect(tableRows).toBe(5);
    expect(texts).toHaveLength(5);
    expect(texts.filter((text) => text.includes('acme mining'))).toHaveLength(3);
    expect(texts.filter((text) => text.includes(zenith.wallet.toLowerCase()))).toHaveLength(2);
  });

  it('searches by issuer, wallet or email, within an inclusive date range', async () => {
    expect((await search({ search: 'acme' })).json().total).toBe(3);
    expect((await search({ search: zenith.wallet.slice(2, 14) })).json().total).toBe(2);
    expect((await search({ search: acme.email.toUpperCase() })).json().total).toBe(3);
    // Several words match as the whole text typed, across the wallet and the name, not as words found apart.
    expect((await search({ search: 'acme mining' })).json().total).toBe(3);
    expect((await search({ search: 'mining acme' })).json().total).toBe(0);
    expect((await search({ search: `${zenith.wallet.slice(-8)} Zenith` })).json().total).toBe(2);
    expect((await search({ search: `${acme.wallet.slice(-8)} Zenith` })).json().total).toBe(0);
    const range = await search({ search: 'acme', start: days[1], end: days[2], sort: 'createdAt', order: 'asc' });
    expect(range.json().histories.map((d: { amount: string }) => d.amount)).toEqual(['300']);
    const wholeRange = await search({ start: days[0], end: days[4] });
    expect(wholeRange.json().total).toBe(5);
    expect((await search({ search: '100%' })).json().total).toBe(0);
  });

  it('pages a search through its matches in the sort asked for, past the last one with the total still exact', async () => {
    const amounts = (response: Awaited<ReturnType<typeof search>>) =>
      response.json().histories.map((d: { amount: string }) => d.amount);
    const pages = await Promise.all(
      [0, 1, 2].map((page) => search({ search: 'acme', sort: 'amount', order: 'desc', perPage: 2, page })),
    );
    expect(pages.map((page) => page.json().total)).toEqual([3, 3, 3]);
    expect(pages.map((page) => page.json().totalIsLowerBound)).toEqual([false, false, false]);
    const all = await search({ search: 'acme', sort: 'amount', order: 'desc', perPage: 100 });
    expect(amounts(all)).toHaveLength(3);
    expect(amounts(all).map(Number)).toEqual([...amounts(all).map(Number)].sort((a, b) => b - a));
    expect([...amounts(pages[0]!), ...amounts(pages[1]!)]).toEqual(amounts(all));
    expect(amounts(pages[2]!)).toEqual([]);
  });

  it('totals a date range from the per-day counts exactly as many rows as the range holds', async () => {
    for (let from = 0; from < days.length; from++) {
      for (let to = from; to < days.length; to++) {
        const response = await search({ start: days[from], end: days[to], perPage: 100 });
        expect(response.json().total, `${days[from]} … ${days[to]}`).toBe(response.json().histories.length);
        expect(response.json().total).toBe(to - from + 1);
      }
    }
    expect((await search({ start: '2020-01-01', end: '2020-12-31' })).json().total).toBe(0);
    expect((await search({ end: days[1] })).json().total).toBe(2);
  });

  it('refuses to change or delete a deposit, so the per-day counts never drift', async () => {
    await expect(h.db.query("UPDATE deposits SET issuer_name = 'changed'")).rejects.toThrow(/append-only/);
    await expect(h.db.query('DELETE FROM deposits')).rejects.toThrow(/append-only/);
    const [counts] = await h.db.query<{ rows: number; counted: number }>(
      'SELECT (SELECT count(*) FROM deposits)::int AS rows, (SELECT sum(deposits) FROM deposit_day_counts)::int AS counted',
    );
    expect(counts?.counted).toBe(counts?.rows);
  });

  it('refuses a start after the end, impossible dates and dates outside the pickers', async () => {
    const backwards = await search({ start: days[3], end: days[1] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must not be after the end date.');
    expect((await search({ start: '2026-02-30' })).json().message).toBe('This date does not exist.');
    expect((await search({ end: '2100-01-01' })).json().message).toBe('Dates lie between 1900-01-01 and 2099-12-31.');
    expect((await search({ perPage: '10' })).json().message).toMatch(/Rows per page/);
  });

  it('reports every matching row as CSV, oldest first', async () => {
    const response = await h.call(endpoints.historiesReport, {
      session,
      body: { search: 'acme', start: days[0], end: days[4] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,walletAddress,issuerName,email,amount,balanceAfter,adminEmail,id,reason');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['100', '300', '5']);
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(['100', '400', '405']);
  });

  it('caps the total of a broad search and still pages it in the order asked, only its matches', async () => {
    const bulk = await createIssuerFixture(h.db, { companyName: 'Bulkhead Freight' });
    const deposits = 1005;
    for (let first = 1; first <= deposits; first += 25) {
      const amounts = Array.from({ length: Math.min(25, deposits - first + 1) }, (_, i) => String(first + i));
      const answers = await Promise.all(
        amounts.map((amount) =>
          h.call(endpoints.increaseWallet, { session, bearer: true, body: { wallet_address: bulk.wallet, amount } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(amounts.map(() => 200));
    }
    const broad = await search({ search: 'bulkhead', sort: 'amount', order: 'desc', perPage: 3 });
    expect(broad.json()).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(broad.json().histories.map((row: { amount: string }) => row.amount)).toEqual(['1005', '1004', '1003']);
    const deep = await search({ search: 'bulkhead', sort: 'amount', order: 'asc', perPage: 100, page: 9 });
    expect(deep.json().histories.map((row: { amount: string }) => row.amount)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(901 + i)),
    );
    // The page where the matches end knows their number, past the cap too.
    const last = await search({ search: 'bulkhead', sort: 'amount', order: 'asc', perPage: 100, page: 10 });
    expect(last.json()).toMatchObject({ total: 1005, totalIsLowerBound: false });
    expect(last.json().histories.map((row: { amount: string }) => row.amount)).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
      '1005',
    ]);
    // Narrowed to as many as it counts, the total is exact again.
    const narrow = await search({ search: 'acme' });
    expect(narrow.json()).toMatchObject({ total: 3, totalIsLowerBound: false });
  });
});
