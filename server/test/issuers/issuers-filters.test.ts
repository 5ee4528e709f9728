// The issuer list's structured filters (type, payment type, KYC, creation days) and its CSV export: each filter
// answers exactly the matching issuers, bad values are 400 with a sentence, and the export's rows are the list's rows
// in the list's order, walked by keyset pages, refused before any byte without the permission or with a bad filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER_SORT_FIELDS, endpoints, type Issuer, type IssuerExportQuery } from '@blck/contract';
import { createIssuersRepository } from '../../src/modules/issuers/issuers.repository';
import { testDatabases } from '../support/databases';
import { walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const parseCsvLines = (text: string): string[][] => {
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
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  return rows;
};

describe.each(testDatabases())('issuer filters and export on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let all: Issuer[];
  beforeAll(async () => {
    h = await createHarness(database);
    await h.app.services.demo.seed({ deposits: 10 });
    const admin = await h.createAdmin({ permissions: ['issuers.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['investors.view'] });
    outsider = await h.signIn(other.email, other.password);
    const everything = await h.call(endpoints.listIssuers, {
      session: viewer,
      rawPath: `${endpoints.listIssuers.path}?perPage=100`,
    });
    all = everything.json().issuers;
    expect(all.length).toBeGreaterThan(30);
  });
  afterAll(() => h?.close());

  const list = (query: Record<string, string>) =>
    h.call(query.search ? endpoints.searchIssuers : endpoints.listIssuers, {
      session: viewer,
      rawPath: `${(query.search ? endpoints.searchIssuers : endpoints.listIssuers).path}?${new URLSearchParams({ perPage: '100', ...query })}`,
    });
  const exportCsv = (query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoints.exportIssuers, {
      session,
      rawPath: `${endpoints.exportIssuers.path}?${new URLSearchParams(query)}`,
    });
  const ids = (issuers: Issuer[]) => issuers.map((issuer) => issuer.id);

  it('answers exactly the issuers of each type, payment type and KYC state, with their total', async () => {
    const cases: Array<[Record<string, string>, (issuer: Issuer) => boolean]> = [
      [{ issuerType: 'company' }, (i) => i.issuerType === 'company'],
      [{ issuerType: 'individual' }, (i) => i.issuerType === 'individual'],
      [{ paymentType: 'fiat' }, (i) => i.paymentType === 'fiat'],
      [{ paymentType: 'crypto' }, (i) => i.paymentType === 'crypto'],
      [{ kycStatus: 'completed' }, (i) => i.kycStatus === 'completed'],
      [{ kycStatus: 'pending' }, (i) => i.kycStatus === 'pending'],
      [
        { issuerType: 'company', paymentType: 'fiat', kycStatus: 'completed' },
        (i) => i.issuerType === 'company' && i.paymentType === 'fiat' && i.kycStatus === 'completed',
      ],
    ];
    for (const [query, matches] of cases) {
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(200);
      const expected = all.filter(matches);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(response.json().total).toBe(expected.length);
      expect(ids(response.json().issuers)).toEqual(ids(expected));
    }
  });

  it('filters by creation days (UTC, both ends inclusive) and combines filters with the search', async () => {
    const days = [...new Set(all.map((issuer) => issuer.createdAt.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThan(2);
    const from = days[1]!;
    const to = days[days.length - 2]!;
    const inRange = (i: Issuer) => i.createdAt.slice(0, 10) >= from && i.createdAt.slice(0, 10) <= to;
    const ranged = await list({ createdFrom: from, createdTo: to });
    expect(ranged.statusCode, ranged.body).toBe(200);
    expect(ids(ranged.json().issuers)).toEqual(ids(all.filter(inRange)));
    const oneDay = await list({ createdFrom: days[0]!, createdTo: days[0]! });
    expect(ids(oneDay.json().issuers)).toEqual(ids(all.filter((i) => i.createdAt.startsWith(days[0]!))));

    const searched = await list({ search: 'a', kycStatus: 'pending' });
    expect(searched.statusCode, searched.body).toBe(200);
    const expected = all.filter(
      (i) =>
        i.kycStatus === 'pending' &&
        `${i.email} ${i.firstName} ${i.lastName} ${i.companyName ?? ''} ${i.wallet ?? ''}`.toLowerCase().includes('a'),
    );
    expect(ids(searched.json().issuers)).toEqual(ids(expected));
    expect(searched.json().total).toBe(expected.length);
  });

  it('refuses bad filter values with a sentence, on the list, the search and the export', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ issuerType: 'bank' }, 'The issuer type is "individual" or "company".'],
      [{ paymentType: 'cash' }, 'The payment type is "fiat" or "crypto".'],
      [{ kycStatus: 'done' }, 'The KYC status is "pending" or "completed".'],
      [{ createdFrom: '2026-02-30' }, 'This date does not exist.'],
      [{ createdTo: 'yesterday' }, 'Enter a date as YYYY-MM-DD.'],
      [{ createdFrom: '2026-03-02', createdTo: '2026-03-01' }, 'The end of the creation range is before its start.'],
    ];
    for (const [query, message] of bad) {
      for (const response of [await list(query), await list({ ...query, search: 'a' }), await exportCsv(query)]) {
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().success).toBe(false);
        expect(response.json().message).toContain(message);
      }
    }
  });

  it("exports the filtered, searched and sorted list's rows as CSV, named by the clock's day", async () => {
    const query = { kycStatus: 'completed', sort: 'companyName', order: 'desc' };
    const shown = await list(query);
    const response = await exportCsv(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="issuers-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
    );
    const [header, ...rows] = parseCsvLines(response.body);
    expect(header).toEqual([
      'id',
      'email',
      'issuerType',
      'companyName',
      'firstName',
      'lastName',
      'paymentType',
      'wallet',
      'balance',
      'kycStatus',
      'kycCompletedAt',
      'customToken',
      'createdAt',
    ]);
    expect(rows.map((row) => row[0])).toEqual(ids(shown.json().issuers));
    const first = shown.json().issuers[0] as Issuer;
    expect(rows[0]).toEqual([
      first.id,
      first.email,
      first.issuerType,
      first.companyName ?? '',
      first.firstName,
      first.lastName,
      first.paymentType,
      first.wallet,
      first.balance,
      first.kycStatus,
      first.kycCompletedAt ?? '',
      first.customToken?.prefix ?? '',
      first.createdAt,
    ]);
    const searched = await exportCsv({ search: 'a', issuerType: 'individual' });
    const searchedList = await list({ search: 'a', issuerType: 'individual' });
    expect(
      parseCsvLines(searched.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(ids(searchedList.json().issuers));
  });

  it('refuses the export without the list permission (403) or a session (401), before any CSV', async () => {
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    const anonymous = await h.call(endpoints.exportIssuers, { rawPath: endpoints.exportIssuers.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('walks every sort and order in keyset pages exactly as the list orders it, nulls included', async () => {
    const repository = createIssuersRepository();
    for (const sort of ISSUER_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const query: IssuerExportQuery = { sort, order };
        const walked = (await walkKeyset((after, limit) => repository.listAfter(h.db, query, after, limit), 4)).map(
          ({ issuer }) => issuer.id,
        );
        const shown = await list({ sort, order });
        expect(walked, `${sort} ${order}`).toEqual(ids(shown.json().issuers));
      }
    }
  });
});
