// The token value's reference currency (issue 14): BLCK_VALUE_CURRENCY (default USD) is said by every answer that
// carries a token value — the list (also with no entry), each entry, one entry, an added or corrected one, the
// dashboard and the CSV export — and a setting that is not a fiat's label stops the start with a sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BLCK_VALUE_CURRENCY, endpoints, type BlckValue } from '@blck/contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

describe('BLCK_VALUE_CURRENCY in the configuration', () => {
  it('defaults to the contract constant, USD, and takes a label in any letter case', () => {
    expect(DEFAULT_BLCK_VALUE_CURRENCY).toBe('USD');
    expect(loadConfig({}).blckValueCurrency).toBe('USD');
    expect(loadConfig({ BLCK_VALUE_CURRENCY: ' eur ' }).blckValueCurrency).toBe('EUR');
  });

  it('refuses what cannot be a currency label with a sentence naming the setting', () => {
    for (const wrong of ['U$D', 'US DOLLAR', 'X', '1USD']) {
      expect(() => loadConfig({ BLCK_VALUE_CURRENCY: wrong })).toThrow(
        /BLCK_VALUE_CURRENCY: BLCK_VALUE_CURRENCY is the label of a fiat currency/,
      );
    }
  });
});

describe.each(testDatabases())('token value reference currency on $name', (database) => {
  it('refuses to start when no fiat carries the label, before the server does anything', async () => {
    const { db, drop } = await database.create();
    try {
      const before = await db.query(
        'SELECT (SELECT count(*)::int FROM admins) AS admins, (SELECT count(*)::int FROM app_secrets) AS secrets',
      );
      const config = loadConfig({ BLCK_VALUE_CURRENCY: 'XAU', CONSOLE_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
      await expect(buildApp({ config, db })).rejects.toThrow(
        'BLCK_VALUE_CURRENCY: XAU is not the label of a fiat currency; set the label of one of the fiats (USD, EUR, …) or leave it unset for USD.',
      );
      expect(
        await db.query(
          'SELECT (SELECT count(*)::int FROM admins) AS admins, (SELECT count(*)::int FROM app_secrets) AS secrets',
        ),
      ).toEqual(before);
    } finally {
      await drop();
    }
  });

  describe('with BLCK_VALUE_CURRENCY=eur', () => {
    let h: Harness;
    let manager: SignedIn;
    beforeAll(async () => {
      h = await createHarness(database, { BLCK_VALUE_CURRENCY: 'eur' });
      const admin = await h.createAdmin({ permissions: ['blckValue.manage'] });
      manager = await h.signIn(admin.email, admin.password);
    });
    afterAll(() => h?.close());

    const list = async () => {
      const response = await h.call(endpoints.listBlckValues, { session: manager });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ currency: string; current: BlckValue | null; blckValues: BlckValue[] }>();
    };

    it('says EUR on the list with no entry yet, so a first value can be entered knowing its unit', async () => {
      expect(await list()).toMatchObject({ currency: 'EUR', current: null, blckValues: [] });
    });

    it('says EUR on every entry: added, corrected, listed, read, on the dashboard and in the CSV', async () => {
      const added = await h.call(endpoints.addBlckValue, { session: manager, body: { value: '1.18' } });
      expect(added.statusCode, added.body).toBe(200);
      const entry = added.json<{ blckValue: BlckValue }>().blckValue;
      expect(entry).toMatchObject({ value: '1.18', currency: 'EUR' });

      h.clock.advance(60_000);
      const corrected = await h.call(endpoints.updateBlckValue, {
        session: manager,
        params: { id: entry.id },
        body: { value: '1.21' },
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json().blckValue).toMatchObject({ value: '1.21', currency: 'EUR' });

      const answer = await list();
      expect(answer.current).toMatchObject({ id: entry.id, value: '1.21', currency: 'EUR' });
      expect(answer.blckValues.map((each) => each.currency)).toEqual(['EUR']);
      const one = await h.call(endpoints.getBlckValue, { session: manager, params: { id: entry.id } });
      expect(one.json().blckValue).toMatchObject({ id: entry.id, currency: 'EUR' });

      const dashboard = await h.call(endpoints.getDashboard, { session: manager });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      expect(dashboard.json().dashboard.tokenValue).toEqual({ value: '1.21', currency: 'EUR', since: entry.createdAt });

      const csv = await h.call(endpoints.exportBlckValues, { session: manager });
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, row] = csv.body.split('\r\n');
      expect(header).toBe('id,value,currency,createdAt,updatedAt,createdByEmail');
      expect(row!.split(',').slice(0, 3)).toEqual([entry.id, '1.21', 'EUR']);

      const [event] = await h.db.query<{ after: unknown }>(
        `SELECT after FROM audit_events WHERE action = 'blck_value.added' AND resource_id = $1`,
        [entry.id],
      );
      expect(event!.after).toEqual({ value: '1.18', currency: 'EUR', createdAt: entry.createdAt });
    });
  });
});
