// The locks list's filters (state, availability days) and its CSV export: each filter answers exactly the matching
// locks, bad values are 400 with a sentence before any byte, and the export's rows are the list's rows in its order,
// walked in keyset pages; no permission, no export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_FUNDS_SORT_FIELDS, endpoints, type LockedFunds } from '@blck/contract';
import { createLocksRepository } from '../../src/modules/funds/locks.repository';
import { testDatabases } from '../support/databases';
import { csvIds, walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

/** The first cell of each CSV line after the header (ids never hold a comma or a quote). */
describe.each(testDatabases())('locked funds filters and export on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let all: LockedFunds[];
  beforeAll(async () => {
    h = await createHarness(database);
    await h.app.services.demo.seed({ deposits: 10 });
    const admin = await h.createAdmin({ permissions: ['lockedFunds.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['investors.view'] });
    outsider = await h.signIn(other.email, other.password);
    all = (await list({})).json().lockedFunds;
    expect(all.length).toBeGreaterThan(3);
  });
  afterAll(() => h?.close());

  const list = (query: Record<string, string>) => {
    const endpoint = query.search ? endpoints.searchLockedFunds : endpoints.listLockedFunds;
    return h.call(endpoint, {
      session: viewer,
      rawPath: `${endpoint.path}?${new URLSearchParams({ perPage: '100', ...query })}`,
    });
  };
  const exportCsv = (query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoints.exportLockedFunds, {
      session,
      rawPath: `${endpoints.exportLockedFunds.path}?${new URLSearchParams(query)}`,
    });
  const ids = (locks: LockedFunds[]) => locks.map((lock) => lock.id);

  it('answers exactly the locks of a state and of a range of availability days (UTC, inclusive)', async () => {
    for (const status of ['locked', 'withdrawn'] as const) {
      const response = await list({ status });
      expect(response.statusCode, response.body).toBe(200);
      const expected = all.filter((lock) => lock.status === status);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(response.json().lockedFunds)).toEqual(ids(expected));
      expect(response.json().total).toBe(expected.length);
    }
    const days = [...new Set(all.map((lock) => lock.availableFrom.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThan(2);
    const [start, end] = [days[1]!, days[days.length - 2]!];
    const ranged = await list({ availableStart: start, availableEnd: end, status: 'locked' });
    expect(ranged.statusCode, ranged.body).toBe(200);
    const expected = all.filter(
      (lock) =>
        lock.status === 'locked' && lock.availableFrom.slice(0, 10) >= start && lock.availableFrom.slice(0, 10) <= end,
    );
    expect(ids(ranged.json().lockedFunds)).toEqual(ids(expected));
    expect(ranged.json().total).toBe(expected.length);
  });

  it('refuses bad filter values with a sentence on the list, the search and the export (no CSV byte)', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ status: 'frozen' }, 'The lock status is "locked" or "withdrawn".'],
      [{ availableStart: '2026-13-01' }, 'This date does not exist.'],
      [{ availableEnd: '1 May' }, 'Enter a date as YYYY-MM-DD.'],
      [{ availableStart: '2026-05-02', availableEnd: '2026-05-01' }, 'The end of the availability range is before'],
    ];
    for (const [query, message] of bad) {
      for (const response of [await list(query), await list({ ...query, search: 'a' }), await exportCsv(query)]) {
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toContain(message);
      }
    }
  });

  it("exports the filtered, searched and sorted list's rows, named by the clock's day; 403 without the permission", async () => {
    for (const query of [
      { status: 'locked', sort: 'amount', order: 'desc' },
      { search: 'a', sort: 'status', order: 'asc' },
      {},
    ] as Array<Record<string, string>>) {
      const response = await exportCsv(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="locked-funds-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe(
        'id,investorId,investorName,walletAddress,amount,availableFrom,status,createdAt,withdrawnAt,paymentIds,reason,withdrawalReason',
      );
      expect(csvIds(response.body)).toEqual(ids((await list(query)).json().lockedFunds));
    }
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('walks every sort and order in keyset pages exactly as the list orders it', async () => {
    const repository = createLocksRepository();
    for (const sort of LOCKED_FUNDS_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const walked = (
          await walkKeyset((after, limit) => repository.listAfter(h.db, { sort, order }, after, limit), 2)
        ).map(({ lock }) => lock.id);
        expect(walked, `${sort} ${order}`).toEqual(ids((await list({ sort, order })).json().lockedFunds));
      }
    }
  });
});
