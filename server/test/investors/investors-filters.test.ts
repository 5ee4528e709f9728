// The investor list's filters (status, type, payment type, creation days) and its CSV export: each filter answers
// exactly the matching investors, bad values are 400 with a sentence before any byte, the export's rows are the
// list's rows in its order (keyset pages), the export needs the list's permission, and the report is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR_SORT_FIELDS, endpoints, type Investor } from '@blck/contract';
import { createInvestorsRepository } from '../../src/modules/investors/investors.repository';
import { testDatabases } from '../support/databases';
import { csvIds, walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { intakeInvestor, reviewInvestor } from '../support/investors';

describe.each(testDatabases())('investor filters and export on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let all: Investor[];
  beforeAll(async () => {
    h = await createHarness(database);
    const manager = await h.createAdmin({ permissions: ['investors.manage', 'investors.view'] });
    const managing = await h.signIn(manager.email, manager.password);
    const kinds = [
      ['individual', 'fiat'],
      ['company', 'crypto'],
      ['company', 'fiat'],
      ['individual', 'crypto'],
    ] as const;
    for (let index = 0; index < 12; index += 1) {
      const [investorType, paymentType] = kinds[index % kinds.length]!;
      const investor = await intakeInvestor(h, {
        investorType,
        paymentType,
        representedBy: investorType === 'company' ? 'Ada Lovelace' : '',
      });
      if (index % 3 !== 0) await reviewInvestor(h, managing, investor);
      // Creation days spread over four UTC days (moving the clock would end the sessions).
      await h.db.query(`UPDATE investors SET created_at = created_at - $2::interval WHERE id = $1`, [
        investor.id,
        `${Math.floor(index / 3)} days`,
      ]);
    }
    const admin = await h.createAdmin({ permissions: ['investors.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    outsider = await h.signIn(other.email, other.password);
    all = (await list({})).json().investors;
    expect(all.length).toBe(12);
  });
  afterAll(() => h?.close());

  const list = (query: Record<string, string>) => {
    const endpoint = query.search ? endpoints.searchInvestors : endpoints.listInvestors;
    return h.call(endpoint, {
      session: viewer,
      rawPath: `${endpoint.path}?${new URLSearchParams({ perPage: '100', ...query })}`,
    });
  };
  const exportCsv = (query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoints.exportInvestors, {
      session,
      rawPath: `${endpoints.exportInvestors.path}?${new URLSearchParams(query)}`,
    });
  const ids = (investors: Investor[]) => investors.map((investor) => investor.id);

  it('answers exactly the investors of each status, type, payment type and creation days, with their total', async () => {
    const days = [...new Set(all.map((investor) => investor.createdAt.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThan(2);
    const cases: Array<[Record<string, string>, (investor: Investor) => boolean]> = [
      [{ status: 'pending' }, (i) => i.status === 'pending'],
      [{ investorType: 'company' }, (i) => i.investorType === 'company'],
      [{ paymentType: 'crypto' }, (i) => i.paymentType === 'crypto'],
      [
        { status: 'active', investorType: 'individual', paymentType: 'fiat' },
        (i) => i.status === 'active' && i.investorType === 'individual' && i.paymentType === 'fiat',
      ],
      [
        { createdFrom: days[1]!, createdTo: days[days.length - 2]! },
        (i) => i.createdAt.slice(0, 10) >= days[1]! && i.createdAt.slice(0, 10) <= days[days.length - 2]!,
      ],
      [{ createdFrom: days[0]!, createdTo: days[0]! }, (i) => i.createdAt.startsWith(days[0]!)],
      [
        { createdFrom: days[1]!, status: 'active' },
        (i) => i.createdAt.slice(0, 10) >= days[1]! && i.status === 'active',
      ],
      [{ createdTo: days[days.length - 2]! }, (i) => i.createdAt.slice(0, 10) <= days[days.length - 2]!],
      [
        { createdTo: days[days.length - 2]!, investorType: 'company' },
        (i) => i.createdAt.slice(0, 10) <= days[days.length - 2]! && i.investorType === 'company',
      ],
      [
        { search: 'lovelace', paymentType: 'fiat' },
        (i) => i.representedBy === 'Ada Lovelace' && i.paymentType === 'fiat',
      ],
    ];
    for (const [query, matches] of cases) {
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(200);
      const expected = all.filter(matches);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(ids(response.json().investors), JSON.stringify(query)).toEqual(ids(expected));
      expect(response.json().total).toBe(expected.length);
    }
  });

  it('refuses bad filter values with a sentence on the list, the search and the export, writing nothing', async () => {
    const before = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM investors');
    const bad: Array<[Record<string, string>, string]> = [
      [{ status: 'gone' }, 'The investor status is "pending", "active" or "cancelled".'],
      [{ investorType: 'bank' }, 'The issuer type is "individual" or "company".'],
      [{ paymentType: 'cash' }, 'The payment type is "fiat" or "crypto".'],
      [{ createdFrom: '2026-02-30' }, 'This date does not exist.'],
      [{ createdTo: 'yesterday' }, 'Enter a date as YYYY-MM-DD.'],
      [{ createdFrom: '2026-03-02', createdTo: '2026-03-01' }, 'The end of the creation range is before its start.'],
    ];
    for (const [query, message] of bad) {
      for (const response of [await list(query), await list({ ...query, search: 'a' }), await exportCsv(query)]) {
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toContain(message);
      }
    }
    expect(await h.db.query('SELECT count(*)::int AS n FROM investors')).toEqual(before);
  });

  it("exports the filtered, searched and sorted list's rows, named by the clock's day; 403 without the permission", async () => {
    for (const query of [
      { status: 'active', sort: 'investorName', order: 'asc' },
      { search: 'investor', investorType: 'company', sort: 'status' },
      {},
    ] as Array<Record<string, string>>) {
      const response = await exportCsv(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="investors-list-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe(
        'id,investorName,investorId,investorType,paymentType,status,contactEmail,representedBy,interestRate,' +
          'rewardBonus,available,locked,withdrawn,createdAt,reviewedAt',
      );
      const shown = (await list(query)).json().investors as Investor[];
      expect(shown.length).toBeGreaterThan(0);
      expect(csvIds(response.body), JSON.stringify(query)).toEqual(ids(shown));
    }
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('walks every sort and order in keyset pages exactly as the list orders it', async () => {
    const repository = createInvestorsRepository();
    for (const sort of INVESTOR_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const walked = (
          await walkKeyset((after, limit) => repository.exportPage(h.db, { sort, order }, after, limit), 5)
        ).map(({ investor }) => investor.id);
        expect(walked, `${sort} ${order}`).toEqual(ids((await list({ sort, order })).json().investors));
      }
    }
  });

  it('keeps the live investors per creation day and status through every change, and totals days from them exactly', async () => {
    const kept = () =>
      h.db.query<{ day: string; status: string; n: number }>(
        `SELECT day::text, status, sum(investors)::int AS n FROM investor_day_counts
         GROUP BY 1, 2 HAVING sum(investors) <> 0 ORDER BY 1, 2`,
      );
    const counted = () =>
      h.db.query<{ day: string; status: string; n: number }>(
        `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, status, count(*)::int AS n FROM investors
         WHERE removed_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
      );
    expect((await kept()).length).toBeGreaterThan(2);
    expect(await kept()).toEqual(await counted());
    const [active, other] = all.filter((investor) => investor.status === 'active');
    const pending = all.find((investor) => investor.status === 'pending');
    await h.db.query(`UPDATE investors SET status = 'cancelled' WHERE id = $1`, [active!.id]);
    await h.db.query(`UPDATE investors SET removed_at = now() WHERE id = $1`, [pending!.id]);
    await h.db.query(`UPDATE investors SET created_at = created_at - interval '40 days' WHERE id = $1`, [other!.id]);
    expect(await kept()).toEqual(await counted());
    // More investors in a range than a counted total would count (10,000): the kept days total them exactly.
    await h.db.query(
      `INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
         interest_rate, reward_bonus, contact_email, payment_type, status, created_at, updated_at)
       SELECT gen_random_uuid(), 'Bulk ' || g, 'BULK-' || g, 'Street', 'individual', '', 1, 0, 'bulk' || g || '@example.com',
         'fiat', 'pending', timestamptz '2025-03-01 00:00:00+00' + g * interval '4 minutes', now()
       FROM generate_series(1, 10050) AS g`,
    );
    expect(await kept()).toEqual(await counted());
    // A row deleted outright (none is today; a bulk import undone by hand, say) leaves its day too.
    await h.db.query(`DELETE FROM investors WHERE investor_number IN ('BULK-7', 'BULK-8')`);
    expect(await kept()).toEqual(await counted());
    await h.db.query(
      `INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
         interest_rate, reward_bonus, contact_email, payment_type, status, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Bulk 7', 'BULK-7', 'Street', 'individual', '', 1, 0, 'bulk7@example.com', 'fiat',
         'pending', timestamptz '2025-03-01 00:28:00+00', now()),
       (gen_random_uuid(), 'Bulk 8', 'BULK-8', 'Street', 'individual', '', 1, 0, 'bulk8@example.com', 'fiat',
         'pending', timestamptz '2025-03-01 00:32:00+00', now())`,
    );
    expect(await kept()).toEqual(await counted());
    const ranged = await list({ createdFrom: '2025-03-01', createdTo: '2025-03-31' });
    expect(ranged.statusCode, ranged.body).toBe(200);
    // Every four minutes from 2025-03-01 00:04: all 10,050 by 2025-03-28, 360 a day after the first.
    expect(ranged.json()).toMatchObject({ total: 10_050, totalIsLowerBound: false });
    const oneDay = await list({ createdFrom: '2025-03-02', createdTo: '2025-03-02', status: 'pending' });
    expect(oneDay.json()).toMatchObject({ total: 360, totalIsLowerBound: false });
    // A type with the days still counts its rows, up to the cap.
    const typed = await list({ createdFrom: '2025-03-01', createdTo: '2025-03-31', investorType: 'individual' });
    expect(typed.json()).toMatchObject({ total: 10_000, totalIsLowerBound: true });
    // Its last page knows how many there are, past the cap too.
    const typedLast = await list({
      createdFrom: '2025-03-01',
      createdTo: '2025-03-31',
      investorType: 'individual',
      page: '100',
    });
    expect(typedLast.json()).toMatchObject({ total: 10_050, totalIsLowerBound: false });
    expect(typedLast.json().investors).toHaveLength(50);
  });
});
