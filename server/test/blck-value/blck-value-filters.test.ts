// The token value list's creation-day filter and its CSV export: the filter answers exactly the entries of those days
// (the current value stays the newest entry), bad values are 400 with a sentence before any byte and write nothing,
// the export's rows are the list's rows in its order (keyset pages), and the export needs the list's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BlckValue } from '@blck/contract';
import { createBlckRepository } from '../../src/modules/blck-value/blck-value.repository';
import { testDatabases } from '../support/databases';
import { csvIds, walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

describe.each(testDatabases())('token value filter and export on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let all: BlckValue[];
  beforeAll(async () => {
    h = await createHarness(database);
    const manager = await h.createAdmin({ permissions: ['blckValue.manage', 'blckValue.view'] });
    const managing = await h.signIn(manager.email, manager.password);
    for (let index = 0; index < 9; index += 1) {
      const added = await h.call(endpoints.addBlckValue, { session: managing, body: { value: `1.${index}` } });
      expect(added.statusCode, added.body).toBe(200);
    }
    // Entries spread over four UTC days, keeping their order (moving the clock would end the sessions).
    await h.db.query(`UPDATE blck_values SET created_at = created_at - (((9 - position) / 3) || ' days')::interval
      FROM (SELECT id AS entry, row_number() OVER (ORDER BY created_at, id) AS position FROM blck_values) o
      WHERE id = o.entry`);
    const admin = await h.createAdmin({ permissions: ['blckValue.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    outsider = await h.signIn(other.email, other.password);
    all = (await list({})).json().blckValues;
    expect(all.length).toBe(9);
  });
  afterAll(() => h?.close());

  const list = (query: Record<string, string>) =>
    h.call(endpoints.listBlckValues, {
      session: viewer,
      rawPath: `${endpoints.listBlckValues.path}?${new URLSearchParams({ perPage: '100', ...query })}`,
    });
  const exportCsv = (query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoints.exportBlckValues, {
      session,
      rawPath: `${endpoints.exportBlckValues.path}?${new URLSearchParams(query)}`,
    });
  const ids = (entries: BlckValue[]) => entries.map((entry) => entry.id);

  it('answers exactly the entries of those creation days (UTC, both ends inclusive), the current value unchanged', async () => {
    const days = [...new Set(all.map((entry) => entry.createdAt.slice(0, 10)))].sort();
    expect(days.length).toBeGreaterThan(2);
    for (const [from, to] of [
      [days[1]!, days[days.length - 2]!],
      [days[0]!, days[0]!],
      [days[days.length - 1]!, undefined],
    ] as const) {
      const query = { createdFrom: from, ...(to ? { createdTo: to } : {}) };
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(200);
      const expected = all.filter((e) => e.createdAt.slice(0, 10) >= from && (!to || e.createdAt.slice(0, 10) <= to));
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(ids(response.json().blckValues)).toEqual(ids(expected));
      expect(response.json().total).toBe(expected.length);
      expect(response.json().current.id).toBe(all[0]!.id);
    }
  });

  it('refuses bad filter values with a sentence on the list and the export, writing nothing', async () => {
    const before = await h.db.query('SELECT id, value::text, created_at, updated_at FROM blck_values ORDER BY id');
    for (const [query, message] of [
      [{ createdFrom: '2026-02-30' }, 'This date does not exist.'],
      [{ createdTo: 'yesterday' }, 'Enter a date as YYYY-MM-DD.'],
      [{ createdFrom: '2026-03-02', createdTo: '2026-03-01' }, 'The end of the creation range is before its start.'],
    ] as const) {
      for (const response of [await list(query), await exportCsv(query)]) {
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toContain(message);
      }
    }
    expect(await h.db.query('SELECT id, value::text, created_at, updated_at FROM blck_values ORDER BY id')).toEqual(
      before,
    );
  });

  it("exports the filtered list's rows in its order, named by the clock's day; 403 without the permission", async () => {
    const days = [...new Set(all.map((entry) => entry.createdAt.slice(0, 10)))].sort();
    for (const query of [{}, { createdFrom: days[1]!, createdTo: days[2]! }] as Array<Record<string, string>>) {
      const response = await exportCsv(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="token-values-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe('id,value,currency,createdAt,updatedAt,createdByEmail');
      const shown = (await list(query)).json().blckValues as BlckValue[];
      expect(shown.length).toBeGreaterThan(0);
      expect(csvIds(response.body)).toEqual(ids(shown));
      expect(response.body.split('\r\n')[1]!.split(',').slice(1, 3)).toEqual([shown[0]!.value, 'USD']);
    }
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('walks the list in keyset pages exactly as the list orders it', async () => {
    const repository = createBlckRepository();
    const walked = (await walkKeyset((after, limit) => repository.listAfter(h.db, {}, after, limit), 2)).map(
      ({ blckValue }) => blckValue.id,
    );
    expect(walked).toEqual(ids(all));
  });
});
