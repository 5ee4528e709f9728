// Issuer and official wallet exports, and the official wallet list's filters (active or suspended, currency): each
// filter answers exactly the matching wallets, bad values are 400 with a sentence before any byte and write nothing,
// an export's rows are its list's rows in order (keyset pages), and each export needs its list's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type IssuerWalletWire, type OfficialWalletWire } from '@blck/contract';
import { createWalletsRepository } from '../../src/modules/wallets/wallets.repository';
import { testDatabases } from '../support/databases';
import { walkKeyset } from '../support/exports';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const csvColumn = (text: string, index: number): string[] =>
  text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[index]!);

describe.each(testDatabases())('wallet filters and exports on $name', (database) => {
  let h: Harness;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let officials: OfficialWalletWire[];
  beforeAll(async () => {
    h = await createHarness(database);
    await h.app.services.demo.seed({ deposits: 10 });
    const manager = await h.createAdmin({ permissions: ['officialWallets.manage', 'officialWallets.view'] });
    const managing = await h.signIn(manager.email, manager.password);
    for (const currency of ['ETH', 'JPY', 'CAD']) {
      const suspended = await h.call(endpoints.suspendOfficialWallet, {
        session: managing,
        bearer: true,
        body: { is_active: false, currency },
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
    }
    const admin = await h.createAdmin({ permissions: ['wallets.view', 'officialWallets.view'] });
    viewer = await h.signIn(admin.email, admin.password);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    outsider = await h.signIn(other.email, other.password);
    officials = (await listOfficial({})).json().wallets;
    expect(officials.length).toBeGreaterThan(5);
  });
  afterAll(() => h?.close());

  type Listed = (typeof endpoints)[
    'listWallets' | 'searchWallets' | 'exportWallets' | 'listOfficialWallets' | 'exportOfficialWallets'];
  const get = (endpoint: Listed, query: Record<string, string>, session: SignedIn = viewer) =>
    h.call(endpoint, { session, bearer: true, rawPath: `${endpoint.path}?${new URLSearchParams(query)}` });
  const listOfficial = (query: Record<string, string>) =>
    get(endpoints.listOfficialWallets, { offset: '100', ...query });
  const listIssuerWallets = (query: Record<string, string>) =>
    get(query.search ? endpoints.searchWallets : endpoints.listWallets, { offset: '100', ...query });

  it('answers exactly the active or suspended official wallets, or one currency, with their total', async () => {
    const cases: Array<[Record<string, string>, (wallet: OfficialWalletWire) => boolean]> = [
      [{ state: 'active' }, (w) => w.is_active],
      [{ state: 'suspended' }, (w) => !w.is_active],
      [{ currency: 'USD' }, (w) => w.currency === 'USD'],
      [{ state: 'suspended', currency: 'USD' }, () => false],
      [{ state: 'suspended', search: 'c', order: 'desc' }, (w) => !w.is_active && w.currency.includes('C')],
    ];
    for (const [query, matches] of cases) {
      const response = await listOfficial(query);
      expect(response.statusCode, response.body).toBe(200);
      const ordered = query.order === 'desc' ? [...officials].reverse() : officials;
      const expected = ordered.filter(matches);
      expect(expected.length).toBeLessThan(officials.length);
      expect(
        response.json().wallets.map((w: OfficialWalletWire) => w.currency),
        JSON.stringify(query),
      ).toEqual(expected.map((w) => w.currency));
      expect(response.json().total).toBe(expected.length);
    }
    expect((await listOfficial({ state: 'suspended' })).json().total).toBe(3);
  });

  it('refuses bad filter values with a sentence on the list and the export, writing nothing', async () => {
    const before = await h.db.query('SELECT * FROM official_wallets ORDER BY currency');
    for (const [query, message] of [
      [{ state: 'frozen' }, 'The wallet state is "active" or "suspended".'],
      [{ currency: 'usd' }, 'A currency code is 2 to 10 capital letters or digits, such as USD.'],
    ] as const) {
      for (const response of [await listOfficial(query), await get(endpoints.exportOfficialWallets, query)]) {
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().message).toContain(message);
      }
    }
    const badOrder = await get(endpoints.exportWallets, { order: 'up' });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.headers['content-type']).toContain('application/json');
    expect(await h.db.query('SELECT * FROM official_wallets ORDER BY currency')).toEqual(before);
  });

  it("exports the official wallet list's rows in its order, named by the clock's day; 403 without the permission", async () => {
    for (const query of [{}, { state: 'active', order: 'desc' }, { search: 'u' }] as Array<Record<string, string>>) {
      const response = await get(endpoints.exportOfficialWallets, query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="official-wallets-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe('currency,is_active,updated_at');
      const shown = (await listOfficial(query)).json().wallets as OfficialWalletWire[];
      expect(shown.length).toBeGreaterThan(0);
      expect(csvColumn(response.body, 0)).toEqual(shown.map((w) => w.currency));
      expect(csvColumn(response.body, 1)).toEqual(shown.map((w) => String(w.is_active)));
    }
    const refused = await get(endpoints.exportOfficialWallets, {}, outsider);
    expect(refused.statusCode).toBe(403);
  });

  it("exports the issuer wallet list's rows in its order with their balances; 403 without the permission", async () => {
    const all = (await listIssuerWallets({})).json().wallets as IssuerWalletWire[];
    expect(all.length).toBeGreaterThan(5);
    for (const query of [{}, { order: 'asc' }, { search: 'a' }] as Array<Record<string, string>>) {
      const response = await get(endpoints.exportWallets, query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="issuer-wallets-${h.clock.now().toISOString().slice(0, 10)}.csv"`,
      );
      expect(response.body.split('\r\n')[0]).toBe('wallet_address,amount,issuer_id,issuer_name,email,updated_at');
      const shown = (await listIssuerWallets(query)).json().wallets as IssuerWalletWire[];
      expect(shown.length).toBeGreaterThan(0);
      expect(csvColumn(response.body, 0)).toEqual(shown.map((w) => w.wallet_address));
      expect(csvColumn(response.body, 1)).toEqual(shown.map((w) => w.amount));
    }
    const refused = await get(endpoints.exportWallets, {}, outsider);
    expect(refused.statusCode).toBe(403);
  });

  it('walks both lists in keyset pages exactly as the lists order them', async () => {
    const repository = createWalletsRepository();
    for (const order of ['asc', 'desc'] as const) {
      const walked = (
        await walkKeyset((after, limit) => repository.issuerWalletsAfter(h.db, { order }, after, limit), 3)
      ).map(({ wallet }) => wallet.issuerId);
      const listed = (await listIssuerWallets({ order })).json().wallets as IssuerWalletWire[];
      expect(walked, order).toEqual(listed.map((w) => w.issuer_id));
      const walkedOfficial = (
        await walkKeyset((after, limit) => repository.officialWalletsAfter(h.db, { order }, after, limit), 3)
      ).map(({ wallet }) => wallet.currency);
      const listedOfficial = (await listOfficial({ order })).json().wallets as OfficialWalletWire[];
      expect(walkedOfficial, order).toEqual(listedOfficial.map((w) => w.currency));
    }
  });
});
