// The custom validator list's CSV export: its rows are the list's rows in its order (newest first, removed ones left
// out) read in keyset pages, an unknown parameter is 400 with a sentence before any byte and writes nothing, and the
// export needs the list's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CustomValidator } from '@blck/contract';
import { createValidatorsRepository } from '../../src/modules/validators/validators.repository';
import { testDatabases } from '../support/databases';
import { walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const csvColumn = (text: string, index: number): string[] =>
  text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[index]!);

describe.each(testDatabases())('custom validator export on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let all: CustomValidator[];
  beforeAll(async () => {
    h = await createHarness(database);
    await h.app.services.demo.seed({ deposits: 10 });
    const admin = await h.createAdmin({ permissions: ['authenticators.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    outsider = await h.signIn(other.email, other.password);
    all = (
      await h.call(endpoints.listCustomValidators, {
        session: viewer,
        rawPath: `${endpoints.listCustomValidators.path}?perPage=100`,
      })
    ).json().customValidators;
    expect(all.length).toBeGreaterThan(2);
  });
  afterAll(() => h?.close());

  const exportCsv = (query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoints.exportCustomValidators, {
      session,
      rawPath: `${endpoints.exportCustomValidators.path}?${new URLSearchParams(query)}`,
    });

  it("exports the list's rows in its order, named by the clock's day; 403 without the permission", async () => {
    const response = await exportCsv({});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="custom-validators-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.body.split('\r\n')[0]).toBe('id,status,nodeName,createdAt,createdByEmail,pairedAt');
    expect(csvColumn(response.body, 0)).toEqual(all.map((validator) => validator.id));
    expect(csvColumn(response.body, 1)).toEqual(all.map((validator) => validator.status));
    expect(csvColumn(response.body, 1)).not.toContain('removed');
    const refused = await exportCsv({}, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('refuses an unknown parameter with a sentence before any CSV, writing nothing', async () => {
    const before = await h.db.query('SELECT * FROM custom_validators ORDER BY id');
    const response = await exportCsv({ status: 'removed' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toMatch(/\w+ .*\.$/);
    expect(await h.db.query('SELECT * FROM custom_validators ORDER BY id')).toEqual(before);
  });

  it('walks the list in keyset pages exactly as the list orders it', async () => {
    const repository = createValidatorsRepository();
    const walked = (await walkKeyset((after, limit) => repository.listAfter(h.db, after, limit), 2)).map(
      ({ validator }) => validator.id,
    );
    expect(walked).toEqual(all.map((validator) => validator.id));
  });
});
