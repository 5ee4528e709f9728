// The admin list's filters (active, confirmed) and its CSV export: each filter answers exactly the matching admins,
// bad values are 400 with a sentence before any byte, the export's rows are the list's rows in its order (keyset
// pages), and the export needs the list's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SORT_FIELDS, endpoints, type Admin } from '@blck/contract';
import { createAdminsRepository } from '../../src/modules/admins/admins.repository';
import { testDatabases } from '../support/databases';
import { csvIds, walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

describe.each(testDatabases())('admin filters and export on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let all: Admin[];
  beforeAll(async () => {
    h = await createHarness(database);
    for (const [isActive, isConfirmed] of [
      [true, true],
      [false, true],
      [true, false],
      [false, false],
      [false, false],
    ] as const) {
      await h.createAdmin({ isActive, isConfirmed, permissions: [] });
    }
    const admin = await h.createAdmin({ permissions: ['admins.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    outsider = await h.signIn(other.email, other.password);
    all = (await list({})).json().admins;
    expect(all.length).toBeGreaterThan(6);
  });
  afterAll(() => h?.close());

  const list = (query: Record<string, string>) => {
    const endpoint = query.search ? endpoints.searchAdmins : endpoints.listAdmins;
    return h.call(endpoint, {
      session: viewer,
      rawPath: `${endpoint.path}?${new URLSearchParams({ perPage: '100', ...query })}`,
    });
  };
  const exportCsv = (query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoints.exportAdmins, {
      session,
      rawPath: `${endpoints.exportAdmins.path}?${new URLSearchParams(query)}`,
    });
  const ids = (admins: Admin[]) => admins.map((admin) => admin.id);

  it('answers exactly the active or inactive, confirmed or unconfirmed admins', async () => {
    for (const isActive of ['true', 'false']) {
      for (const isConfirmed of [undefined, 'true', 'false']) {
        const query = { isActive, ...(isConfirmed ? { isConfirmed } : {}) };
        const response = await list(query);
        expect(response.statusCode, response.body).toBe(200);
        const expected = all.filter(
          (admin) => String(admin.isActive) === isActive && (!isConfirmed || String(admin.isConfirmed) === isConfirmed),
        );
        expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
        expect(ids(response.json().admins)).toEqual(ids(expected));
        expect(response.json().total).toBe(expected.length);
      }
    }
  });

  it('refuses bad filter values with a sentence on the list, the search and the export', async () => {
    for (const [query, message] of [
      [{ isActive: 'yes' }, 'The active filter is "true" or "false".'],
      [{ isConfirmed: '1' }, 'The confirmed filter is "true" or "false".'],
    ] as const) {
      for (const response of [await list(query), await list({ ...query, search: 'a' }), await exportCsv(query)]) {
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toContain(message);
      }
    }
  });

  it("exports the filtered, searched and sorted list's rows, named by the clock's day; 403 without the permission", async () => {
    for (const query of [
      { isActive: 'false', sort: 'email', order: 'desc' },
      { search: 'admin', isConfirmed: 'true' },
      {},
    ] as Array<Record<string, string>>) {
      const response = await exportCsv(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="admins-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe(
        'id,email,firstName,lastName,isConfirmed,isActive,isRegistered,twoFASecured,permissions,createdAt',
      );
      expect(csvIds(response.body)).toEqual(ids((await list(query)).json().admins));
    }
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('walks every sort and order in keyset pages exactly as the list orders it', async () => {
    const repository = createAdminsRepository();
    for (const sort of ADMIN_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const walked = (
          await walkKeyset((after, limit) => repository.listAfter(h.db, { sort, order }, after, limit), 2)
        ).map(({ admin }) => admin.id);
        expect(walked, `${sort} ${order}`).toEqual(ids((await list({ sort, order })).json().admins));
      }
    }
  });
});
