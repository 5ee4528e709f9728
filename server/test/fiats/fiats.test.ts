// Fiat currencies: the seeded list sorted by every field both ways and paged, activation and deactivation, one
// currency read and edited with a unique label, permissions, the audit trail and realtime events; every refused
// call changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_SORT_FIELDS, endpoints, toBaseUnits, type Fiat, type Permission } from '@blck/contract';
import type { ChangeEvent } from '../../src/lib/events';
import { testDatabases } from '../support/databases';
import { createHarness, type CallOptions, type Harness, type SignedIn } from '../support/harness';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The 21 currencies of migration 0008 and their prices in $BLCK. */
const SEEDED: Record<string, [string, string]> = {
  USD: ['US dollar', '1'],
  EUR: ['Euro', '1.08'],
  GBP: ['Pound sterling', '1.27'],
  CHF: ['Swiss franc', '1.13'],
  JPY: ['Japanese yen', '0.0067'],
  CAD: ['Canadian dollar', '0.73'],
  AUD: ['Australian dollar', '0.66'],
  SEK: ['Swedish krona', '0.095'],
  NOK: ['Norwegian krone', '0.093'],
  DKK: ['Danish krone', '0.145'],
  PLN: ['Polish zloty', '0.25'],
  CZK: ['Czech koruna', '0.043'],
  SGD: ['Singapore dollar', '0.74'],
  HKD: ['Hong Kong dollar', '0.128'],
  NZD: ['New Zealand dollar', '0.61'],
  CNY: ['Chinese yuan', '0.138'],
  INR: ['Indian rupee', '0.012'],
  BRL: ['Brazilian real', '0.2'],
  MXN: ['Mexican peso', '0.058'],
  ZAR: ['South African rand', '0.054'],
  AED: ['United Arab Emirates dirham', '0.272'],
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
/** The server's order for each sort field, ascending; `id` breaks ties except for the unique label. */
const COMPARE: Record<(typeof FIAT_SORT_FIELDS)[number], (a: Fiat, b: Fiat) => number> = {
  title: (a, b) => byText(a.title.toLowerCase(), b.title.toLowerCase()) || byText(a.id, b.id),
  label: (a, b) => byText(a.label, b.label),
  value: (a, b) => byBigint(toBaseUnits(a.value), toBaseUnits(b.value)) || byText(a.id, b.id),
  isActive: (a, b) =>
    Number(a.isActive) - Number(b.isActive) ||
    byText(a.title.toLowerCase(), b.title.toLowerCase()) ||
    byText(a.id, b.id),
  updatedAt: (a, b) => byText(a.updatedAt, b.updatedAt) || byText(a.id, b.id),
};

describe.each(testDatabases())('fiats on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  let managerEmail: string;
  let viewer: SignedIn;
  const heard: ChangeEvent[] = [];
  beforeAll(async () => {
    h = await createHarness(database);
    const signedIn = async (permissions: Permission[]) => {
      const admin = await h.createAdmin({ permissions });
      return { session: await h.signIn(admin.email, admin.password), email: admin.email };
    };
    ({ session: manager, email: managerEmail } = await signedIn(['fiats.manage']));
    ({ session: viewer } = await signedIn(['fiats.view']));
    h.app.events.onChange((event) => heard.push(event));
  });
  afterAll(() => h?.close());

  const list = async (body: Record<string, unknown>, session = viewer) => {
    const response = await h.call(endpoints.listFiats, { session, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { success: true; total: number; fiats: Fiat[] };
  };
  const all = async () => (await list({ perPage: 100 })).fiats;
  const byLabel = async (label: string) => (await all()).find((fiat) => fiat.label === label)!;
  const setActive = (id: string, isActive: boolean, session = manager) =>
    h.call(endpoints.setFiatActive, { session, body: { id, isActive } });
  const update = (id: string, body: unknown, session = manager) =>
    h.call(endpoints.updateFiat, { session, params: { id }, body });
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query('SELECT id, title, label, value::text, is_active, updated_at, version FROM fiats ORDER BY id'),
        h.db.query('SELECT count(*)::int AS n FROM audit_events'),
      ]),
    );
  const expectRefusedWithoutChange = async (
    cases: ReadonlyArray<
      [typeof endpoints.updateFiat | typeof endpoints.setFiatActive, CallOptions, number, string | RegExp]
    >,
  ) => {
    const before = await snapshot();
    const heardBefore = heard.length;
    for (const [endpoint, options, status, message] of cases) {
      const response = await h.call(endpoint, options);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().success).toBe(false);
      if (typeof message === 'string') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(message);
    }
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);
  };

  it('lists the seeded currencies with exact prices, by title by default, and pages through them', async () => {
    const page = await list({});
    expect(page.total).toBe(21);
    expect(page.fiats).toHaveLength(10);
    const everything = await all();
    expect(Object.fromEntries(everything.map((fiat) => [fiat.label, [fiat.title, fiat.value]]))).toEqual(SEEDED);
    expect(everything.every((fiat) => fiat.isActive)).toBe(true);
    expect(page.fiats).toEqual([...everything].sort(COMPARE.title).slice(0, 10));

    const pages = [];
    for (let index = 0; index < 5; index++) {
      const answer = await list({ page: index, perPage: 5, sort: 'label', order: 'desc' });
      expect(answer.total).toBe(21);
      pages.push(answer.fiats);
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 1]);
    expect(pages.flat().map((fiat) => fiat.label)).toEqual(Object.keys(SEEDED).sort().reverse());
    expect((await list({ page: 5, perPage: 5 })).fiats).toEqual([]);
  });

  it('sorts by every field in both orders, backed by the database order', async () => {
    // Two deactivated currencies with later update times, so isActive and updatedAt have something to order.
    const zar = await byLabel('ZAR');
    const aed = await byLabel('AED');
    h.clock.advance(60_000);
    expect((await setActive(zar.id, false)).statusCode).toBe(200);
    h.clock.advance(60_000);
    expect((await setActive(aed.id, false)).statusCode).toBe(200);
    try {
      const everything = await all();
      for (const sort of FIAT_SORT_FIELDS) {
        const ascending = [...everything].sort(COMPARE[sort]);
        expect((await list({ sort, order: 'asc', perPage: 100 })).fiats, `${sort} asc`).toEqual(ascending);
        expect((await list({ sort, order: 'desc', perPage: 100 })).fiats, `${sort} desc`).toEqual(
          [...ascending].reverse(),
        );
        const second = await list({ sort, order: 'desc', page: 1, perPage: 4 });
        expect(second.fiats, `${sort} desc page 1`).toEqual([...ascending].reverse().slice(4, 8));
      }
      const inactiveFirst = (await list({ sort: 'isActive', order: 'asc', perPage: 2 })).fiats;
      expect(inactiveFirst.map((fiat) => fiat.label)).toEqual(['ZAR', 'AED']);
      const newest = (await list({ sort: 'updatedAt', order: 'desc', perPage: 2 })).fiats;
      expect(newest.map((fiat) => fiat.label)).toEqual(['AED', 'ZAR']);
      const cheapest = (await list({ sort: 'value', order: 'asc', perPage: 3 })).fiats;
      expect(cheapest.map((fiat) => fiat.label)).toEqual(['JPY', 'INR', 'CZK']);
    } finally {
      expect((await setActive(zar.id, true)).statusCode).toBe(200);
      expect((await setActive(aed.id, true)).statusCode).toBe(200);
    }
  });

  it('refuses list parameters out of range, an unknown sort field or order, and numbers sent as text', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ page: -1 }, 'page', /^The page is a whole number from 0\.$/],
      [{ page: 1.5 }, 'page', /^The page is a whole number from 0\.$/],
      [{ page: '1' }, 'page', /^The page is a whole number from 0\.$/],
      [{ perPage: 0 }, 'perPage', /^Rows per page is a whole number from 1 to 100\.$/],
      [{ perPage: 101 }, 'perPage', /^Rows per page is a whole number from 1 to 100\.$/],
      [{ sort: 'createdAt' }, 'sort', /^Sort by one of: title, label, value, isActive, updatedAt\.$/],
      [{ order: 'up' }, 'order', /^Order is "asc" or "desc"\.$/],
    ];
    for (const [body, field, message] of cases) {
      const response = await h.call(endpoints.listFiats, { session: viewer, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields[field]).toMatch(message);
    }
  });

  it('deactivates and activates a currency: audited, announced, and the same state twice changes nothing', async () => {
    const chf = await byLabel('CHF');
    h.clock.advance(60_000);
    const off = await setActive(chf.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      fiat: { ...chf, isActive: false, updatedAt: h.clock.now().toISOString() },
    });
    const got = await h.call(endpoints.getFiat, { session: viewer, params: { id: chf.id } });
    expect(got.json().fiat).toEqual(off.json().fiat);
    const events = await h.db.query<{ actor_email: string; before: unknown; after: unknown }>(
      `SELECT actor_email, before, after FROM audit_events WHERE action = 'fiat.deactivated' AND resource_id = $1`,
      [chf.id],
    );
    expect(events).toEqual([
      {
        actor_email: managerEmail,
        before: { label: 'CHF', isActive: true },
        after: { label: 'CHF', isActive: false },
      },
    ]);
    expect(heard.at(-1)).toEqual({ area: 'fiats', resource: 'fiat', id: chf.id, action: 'deactivated' });

    // Asking again for the state it has: success, the same fiat, no audit event, no announcement.
    const before = await snapshot();
    const heardBefore = heard.length;
    h.clock.advance(60_000);
    const again = await setActive(chf.id, false);
    expect(again.statusCode).toBe(200);
    expect(again.json().fiat).toEqual(off.json().fiat);
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);

    const on = await setActive(chf.id, true);
    expect(on.json().fiat).toEqual({ ...chf, isActive: true, updatedAt: h.clock.now().toISOString() });
    const [activated] = await h.db.query<{ after: unknown }>(
      `SELECT after FROM audit_events WHERE action = 'fiat.activated' AND resource_id = $1`,
      [chf.id],
    );
    expect(activated!.after).toEqual({ label: 'CHF', isActive: true });
    expect(heard.at(-1)).toEqual({ area: 'fiats', resource: 'fiat', id: chf.id, action: 'activated' });
  });

  it('refuses to change the state of an unknown currency, or with a malformed id or state', async () => {
    await expectRefusedWithoutChange([
      [
        endpoints.setFiatActive,
        { session: manager, body: { id: MISSING_ID, isActive: false } },
        404,
        'There is no fiat currency with this id.',
      ],
      [
        endpoints.setFiatActive,
        { session: manager, body: { id: 'CHF', isActive: false } },
        400,
        /This id is not valid\./,
      ],
      [
        endpoints.setFiatActive,
        { session: manager, body: { id: MISSING_ID, isActive: 'false' } },
        400,
        /Say whether the currency is active: true or false\./,
      ],
    ]);
  });

  it('reads one currency, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const eur = await byLabel('EUR');
    const got = await h.call(endpoints.getFiat, { session: viewer, params: { id: eur.id } });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ success: true, fiat: eur });
    expect(eur).toMatchObject({ title: 'Euro', value: '1.08', label: 'EUR', isActive: true });
    const missing = await h.call(endpoints.getFiat, { session: viewer, params: { id: MISSING_ID } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: 'FIAT_NOT_FOUND',
      message: 'There is no fiat currency with this id.',
    });
    const malformed = await h.call(endpoints.getFiat, { session: viewer, params: { id: 'EUR' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This id is not valid.');
  });

  it('edits title, value and label: exact canonical value, audited, announced; the same values change nothing', async () => {
    const nok = await byLabel('NOK');
    h.clock.advance(60_000);
    const response = await update(nok.id, { title: '  Norwegian crown ', value: '0.0925000', label: 'NOKK' });
    expect(response.statusCode, response.body).toBe(200);
    const edited = {
      ...nok,
      title: 'Norwegian crown',
      value: '0.0925',
      label: 'NOKK',
      updatedAt: h.clock.now().toISOString(),
    };
    expect(response.json()).toEqual({ success: true, fiat: edited });
    expect((await h.call(endpoints.getFiat, { session: viewer, params: { id: nok.id } })).json().fiat).toEqual(edited);
    const [row] = await h.db.query<{ value: string }>('SELECT value::text AS value FROM fiats WHERE id = $1', [nok.id]);
    expect(row!.value).toBe('92500000000000000');
    const events = await h.db.query<{ actor_email: string; before: unknown; after: unknown }>(
      `SELECT actor_email, before, after FROM audit_events WHERE action = 'fiat.updated' AND resource_id = $1`,
      [nok.id],
    );
    expect(events).toEqual([
      {
        actor_email: managerEmail,
        before: { title: 'Norwegian krone', value: '0.093', label: 'NOK' },
        after: { title: 'Norwegian crown', value: '0.0925', label: 'NOKK' },
      },
    ]);
    expect(heard.at(-1)).toEqual({ area: 'fiats', resource: 'fiat', id: nok.id, action: 'updated' });

    const before = await snapshot();
    const heardBefore = heard.length;
    h.clock.advance(60_000);
    const same = await update(nok.id, { title: 'Norwegian crown', value: '0.09250', label: 'NOKK' });
    expect(same.statusCode).toBe(200);
    expect(same.json().fiat).toEqual(edited);
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);

    // The old label is free again; an exact value with 18 decimals and 60 whole digits round-trips.
    const huge = `${'9'.repeat(60)}.${'1'.repeat(18)}`;
    const back = await update(nok.id, { title: 'Norwegian krone', value: huge, label: 'NOK' });
    expect(back.json().fiat).toMatchObject({ title: 'Norwegian krone', value: huge, label: 'NOK' });
    const tiny = await update(nok.id, { title: 'Norwegian krone', value: '0.000000000000000001', label: 'NOK' });
    expect(tiny.json().fiat.value).toBe('0.000000000000000001');
    expect((await update(nok.id, { title: 'Norwegian krone', value: '0.093', label: 'NOK' })).statusCode).toBe(200);
  });

  it('refuses a label used by another currency (409), an unknown id (404) and malformed fields, changing nothing', async () => {
    const gbp = await byLabel('GBP');
    const valid = { title: 'Pound', value: '1.3', label: 'GBP' };
    const valueCases: Array<[unknown, RegExp]> = [
      ['1e5', /^Write the value in plain digits, without an exponent\.$/],
      ['abc', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['-1', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['0', /^The value must be more than 0\.$/],
      ['0.000', /^The value must be more than 0\.$/],
      ['', /^Enter the value\.$/],
      [' 1', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['01.5', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['1.', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['1,5', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['0.0000000000000000001', /^The value has at most 18 decimal places\.$/],
      ['1'.repeat(61), /^The value has at most 60 whole digits\.$/],
      [1.5, /^Write the value as a string of digits, like "1\.25"\.$/],
    ];
    await expectRefusedWithoutChange([
      [
        endpoints.updateFiat,
        { session: manager, params: { id: gbp.id }, body: { ...valid, label: 'EUR' } },
        409,
        'The label EUR is already used by Euro. Choose another label.',
      ],
      [
        endpoints.updateFiat,
        { session: manager, params: { id: MISSING_ID }, body: valid },
        404,
        'There is no fiat currency with this id.',
      ],
      [endpoints.updateFiat, { session: manager, params: { id: 'GBP' }, body: valid }, 400, 'This id is not valid.'],
      [
        endpoints.updateFiat,
        { session: manager, params: { id: gbp.id }, body: { ...valid, label: 'gbp' } },
        400,
        /A currency code is 2 to 10 capital letters or digits, such as USD\./,
      ],
      [
        endpoints.updateFiat,
        { session: manager, params: { id: gbp.id }, body: { ...valid, title: ' P ' } },
        400,
        /A currency name has 2 to 60 characters\./,
      ],
      [
        endpoints.updateFiat,
        { session: manager, params: { id: gbp.id }, body: { ...valid, isActive: false } },
        400,
        'Unknown field "isActive".',
      ],
    ]);
    const before = await snapshot();
    for (const [value, message] of valueCases) {
      const response = await update(gbp.id, { ...valid, value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'BAD_REQUEST' });
      expect(response.json().fields.value, JSON.stringify(value)).toMatch(message);
    }
    expect(await snapshot()).toBe(before);
    const conflict = await update(gbp.id, { ...valid, label: 'USD' });
    expect(conflict.json()).toEqual({
      success: false,
      error: 'FIAT_LABEL_TAKEN',
      message: 'The label USD is already used by US dollar. Choose another label.',
    });
    expect(await byLabel('GBP')).toEqual(gbp);
  });

  it('gives a new label to exactly one of two currencies asking for it at the same time', async () => {
    const sek = await byLabel('SEK');
    const dkk = await byLabel('DKK');
    const label = `X${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const responses = await Promise.all(
      [sek, dkk, sek, dkk].map((fiat) => update(fiat.id, { title: fiat.title, value: fiat.value, label })),
    );
    // The winner's second request asks for what it already has (200); both of the other's are refused.
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const winners = await h.db.query<{ id: string }>('SELECT id FROM fiats WHERE label = $1', [label]);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.id;
    for (const [index, response] of responses.entries()) {
      const fiat = [sek, dkk, sek, dkk][index]!;
      if (fiat.id === winner) expect(response.statusCode, response.body).toBe(200);
      else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error).toBe('FIAT_LABEL_TAKEN');
      }
    }
    const loser = winner === sek.id ? dkk : sek;
    expect(await byLabel(loser.label)).toEqual(loser);
    const audited = await h.db.query(
      `SELECT 1 FROM audit_events WHERE action = 'fiat.updated' AND after->>'label' = $1`,
      [label],
    );
    expect(audited).toHaveLength(1);
  });

  it('lets a viewer read but not change, and nobody without a session', async () => {
    const usd = await byLabel('USD');
    const forbidden = /^You do not have permission to do this\. Ask an administrator for "fiats\.manage"\.$/;
    await expectRefusedWithoutChange([
      [endpoints.setFiatActive, { session: viewer, body: { id: usd.id, isActive: false } }, 403, forbidden],
      [
        endpoints.updateFiat,
        { session: viewer, params: { id: usd.id }, body: { title: 'Dollar', value: '2', label: 'USD' } },
        403,
        forbidden,
      ],
      [endpoints.setFiatActive, { body: { id: usd.id, isActive: false } }, 401, /Sign in/],
    ]);
    const stranger = await h.createAdmin({ permissions: ['blckValue.manage'] });
    const session = await h.signIn(stranger.email, stranger.password);
    const listed = await h.call(endpoints.listFiats, { session, body: {} });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toContain('"fiats.view"');
    expect((await h.call(endpoints.getFiat, { params: { id: usd.id } })).statusCode).toBe(401);
    expect((await list({}, manager)).total).toBe(21);
  });
});
