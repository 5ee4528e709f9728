// The fiat list's active filter (an optional body field) and its CSV export: the filter answers exactly the active or
// deactivated currencies, a bad value is 400 with a sentence, the export's rows are the list's rows in its order
// (keyset pages), and the export needs the list's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_SORT_FIELDS, endpoints, type Fiat } from '@blck/contract';
import { createFiatsRepository } from '../../src/modules/fiats/fiats.repository';
import { testDatabases } from '../support/databases';
import { csvIds, walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

describe.each(testDatabases())('fiat filter and export on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  let outsider: SignedIn;
  let all: Fiat[];
  beforeAll(async () => {
    h = await createHarness(database);
    const admin = await h.createAdmin({ permissions: ['fiats.manage'] });
    manager = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    outsider = await h.signIn(other.email, other.password);
    const seeded: Fiat[] = (await list({})).json().fiats;
    for (const fiat of seeded.slice(0, 2)) {
      const response = await h.call(endpoints.setFiatActive, {
        session: manager,
        body: { id: fiat.id, isActive: false },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    all = (await list({})).json().fiats;
    expect(all.length).toBeGreaterThan(3);
  });
  afterAll(() => h?.close());

  const list = (body: Record<string, unknown>) =>
    h.call(endpoints.listFiats, { session: manager, body: { page: 0, perPage: 100, ...body } });
  const exportCsv = (query: Record<string, string>, session: SignedIn = manager) =>
    h.call(endpoints.exportFiats, { session, rawPath: `${endpoints.exportFiats.path}?${new URLSearchParams(query)}` });
  const ids = (fiats: Fiat[]) => fiats.map((fiat) => fiat.id);

  it('answers exactly the active or the deactivated currencies, with their total', async () => {
    for (const isActive of [true, false]) {
      const response = await list({ isActive });
      expect(response.statusCode, response.body).toBe(200);
      const expected = all.filter((fiat) => fiat.isActive === isActive);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(response.json().fiats)).toEqual(ids(expected));
      expect(response.json().total).toBe(expected.length);
    }
  });

  it('refuses a bad filter value with a sentence, on the list and the export (no CSV byte)', async () => {
    const refused = await list({ isActive: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('The active filter is true or false.');
    const exportRefused = await exportCsv({ isActive: 'maybe' });
    expect(exportRefused.statusCode).toBe(400);
    expect(exportRefused.headers['content-type']).toContain('application/json');
    expect(exportRefused.json().message).toContain('The active filter is "true" or "false".');
  });

  it("exports the filtered, sorted list's rows, named by the clock's day; 403 without the permission", async () => {
    for (const [query, body] of [
      [
        { isActive: 'true', sort: 'value', order: 'desc' },
        { isActive: true, sort: 'value', order: 'desc' },
      ],
      [{ isActive: 'false' }, { isActive: false }],
      [{}, {}],
    ] as Array<[Record<string, string>, Record<string, unknown>]>) {
      const response = await exportCsv(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="fiats-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe('id,label,title,value,isActive,updatedAt');
      expect(csvIds(response.body)).toEqual(ids((await list(body)).json().fiats));
    }
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
  });

  it('walks every sort and order in keyset pages exactly as the list orders it', async () => {
    const repository = createFiatsRepository();
    for (const sort of FIAT_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const walked = (
          await walkKeyset((after, limit) => repository.listAfter(h.db, { sort, order }, after, limit), 3)
        ).map(({ fiat }) => fiat.id);
        expect(walked, `${sort} ${order}`).toEqual(ids((await list({ sort, order })).json().fiats));
      }
    }
  });
});
