// Token value entries: newest first with the current value whatever the page, a new entry becoming current,
// corrections that keep an entry's time, exact decimal values, permissions, the audit trail and realtime events;
// every refused call changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BlckValue, type Permission } from '@blck/contract';
import type { ChangeEvent } from '../../src/lib/events';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;

interface ListAnswer {
  success: true;
  total: number;
  current: BlckValue | null;
  blckValues: BlckValue[];
}

describe.each(testDatabases())('token value on $name', (database) => {
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
    ({ session: manager, email: managerEmail } = await signedIn(['blckValue.manage']));
    ({ session: viewer } = await signedIn(['blckValue.view']));
    h.app.events.onChange((event) => heard.push(event));
  });
  afterAll(() => h?.close());

  const list = async (query = '', session = viewer): Promise<ListAnswer> => {
    const response = await h.call(endpoints.listBlckValues, {
      session,
      rawPath: `${endpoints.listBlckValues.path}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const add = (value: unknown, session = manager) => h.call(endpoints.addBlckValue, { session, body: { value } });
  const added = async (value: string): Promise<BlckValue> => {
    const response = await add(value);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().blckValue;
  };
  const update = (id: string, value: unknown, session = manager) =>
    h.call(endpoints.updateBlckValue, { session, params: { id }, body: { value } });
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query('SELECT id, value::text, created_at, updated_at, version FROM blck_values ORDER BY id'),
        h.db.query('SELECT count(*)::int AS n FROM audit_events'),
      ]),
    );

  it('starts empty: no entries and no current value', async () => {
    expect(await list()).toEqual({ success: true, total: 0, currency: 'USD', current: null, blckValues: [] });
  });

  it('adds an entry that becomes current, with its author, audited and announced', async () => {
    h.clock.advance(MINUTE);
    const response = await add('1.250');
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().blckValue as BlckValue;
    const now = h.clock.now().toISOString();
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      value: '1.25',
      currency: 'USD',
      createdAt: now,
      updatedAt: now,
      createdByEmail: managerEmail,
    });
    const [row] = await h.db.query<{ value: string }>('SELECT value::text AS value FROM blck_values WHERE id = $1', [
      entry.id,
    ]);
    expect(row!.value).toBe('1250000000000000000');
    const answer = await list();
    expect(answer.current).toEqual(entry);
    expect(answer.blckValues[0]).toEqual(entry);
    const events = await h.db.query<{ actor_email: string; before: unknown; after: unknown }>(
      `SELECT actor_email, before, after FROM audit_events WHERE action = 'blck_value.added' AND resource_id = $1`,
      [entry.id],
    );
    expect(events).toEqual([
      { actor_email: managerEmail, before: null, after: { value: '1.25', currency: 'USD', createdAt: now } },
    ]);
    expect(heard.at(-1)).toEqual({ area: 'blckValue', resource: 'blck_value', id: entry.id, action: 'added' });
    const got = await h.call(endpoints.getBlckValue, { session: viewer, params: { id: entry.id } });
    expect(got.json()).toEqual({ success: true, blckValue: entry });
  });

  it('lists newest first and pages, with the total and the newest entry as current on every page', async () => {
    const entries: BlckValue[] = [];
    for (const value of ['1.3', '1.31', '1.29', '1.4', '1.35']) {
      h.clock.advance(MINUTE);
      entries.push(await added(value));
    }
    const everything = (await list('?perPage=100')).blckValues;
    expect(everything.slice(0, 5).map((entry) => entry.value)).toEqual(['1.35', '1.4', '1.29', '1.31', '1.3']);
    const times = everything.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const total = everything.length;
    expect(total).toBe(6);
    const newest = entries.at(-1)!;
    const pages = [];
    for (let page = 0; page * 4 < total; page++) {
      const answer = await list(`?page=${page}&perPage=4`);
      expect(answer.total).toBe(total);
      expect(answer.current).toEqual(newest);
      pages.push(answer.blckValues);
    }
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
    expect(pages.flat()).toEqual(everything);
    const beyond = await list('?page=9&perPage=4');
    expect(beyond).toEqual({ success: true, total, currency: 'USD', current: newest, blckValues: [] });
    // A bare GET answers the first page of the default size.
    expect((await list()).blckValues).toEqual(everything.slice(0, 10));
  });

  it('makes a new entry current even when the clock has not moved since the previous one', async () => {
    const first = await added('2');
    const second = await added('2.5');
    expect(new Date(second.createdAt).getTime()).toBe(new Date(first.createdAt).getTime() + 1);
    expect((await list()).current).toEqual(second);
    h.clock.advance(-10 * MINUTE);
    const third = await added('2.75');
    expect(new Date(third.createdAt).getTime()).toBe(new Date(second.createdAt).getTime() + 1);
    expect((await list()).current).toEqual(third);
    h.clock.advance(20 * MINUTE);
  });

  it('keeps values exact: 18 decimals, 60 whole digits, canonical form', async () => {
    const cases: Array<[string, string]> = [
      ['0.000000000000000001', '0.000000000000000001'],
      [`${'9'.repeat(60)}.${'9'.repeat(18)}`, `${'9'.repeat(60)}.${'9'.repeat(18)}`],
      ['10.500000', '10.5'],
      ['7.0', '7'],
    ];
    for (const [sent, stored] of cases) {
      h.clock.advance(MINUTE);
      const entry = await added(sent);
      expect(entry.value).toBe(stored);
      expect(
        (await h.call(endpoints.getBlckValue, { session: viewer, params: { id: entry.id } })).json().blckValue.value,
      ).toBe(stored);
    }
  });

  it('corrects the value of an entry, keeping its time: audited, announced; the same value changes nothing', async () => {
    h.clock.advance(MINUTE);
    const entry = await added('3.1');
    h.clock.advance(5 * MINUTE);
    const response = await update(entry.id, '3.15');
    expect(response.statusCode, response.body).toBe(200);
    const corrected = { ...entry, value: '3.15', updatedAt: h.clock.now().toISOString() };
    expect(response.json()).toEqual({ success: true, blckValue: corrected });
    expect(corrected.createdAt).toBe(entry.createdAt);
    expect((await list()).current).toEqual(corrected);
    const events = await h.db.query<{ actor_email: string; before: unknown; after: unknown }>(
      `SELECT actor_email, before, after FROM audit_events WHERE action = 'blck_value.updated' AND resource_id = $1`,
      [entry.id],
    );
    expect(events).toEqual([{ actor_email: managerEmail, before: { value: '3.1' }, after: { value: '3.15' } }]);
    expect(heard.at(-1)).toEqual({ area: 'blckValue', resource: 'blck_value', id: entry.id, action: 'updated' });

    // An older entry can be corrected too; it stays where it is in time and the current one stays current.
    const older = (await list('?page=0&perPage=3')).blckValues[2]!;
    h.clock.advance(MINUTE);
    const olderFixed = (await update(older.id, '0.5')).json().blckValue as BlckValue;
    expect(olderFixed).toEqual({ ...older, value: '0.5', updatedAt: h.clock.now().toISOString() });
    expect((await list('?page=0&perPage=3')).blckValues[2]).toEqual(olderFixed);
    expect((await list()).current).toEqual(corrected);

    const before = await snapshot();
    const heardBefore = heard.length;
    h.clock.advance(MINUTE);
    const same = await update(entry.id, '3.150');
    expect(same.statusCode).toBe(200);
    expect(same.json().blckValue).toEqual(corrected);
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);
  });

  it('refuses values that are not positive decimals, unknown ids and malformed ids, changing nothing', async () => {
    const entry = (await list()).current!;
    const valueCases: Array<[unknown, RegExp]> = [
      ['1e5', /^Write the value in plain digits, without an exponent\.$/],
      ['abc', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['-1', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['0', /^The value must be more than 0\.$/],
      ['0.0', /^The value must be more than 0\.$/],
      ['', /^Enter the value\.$/],
      ['.5', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['1.2.3', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['0x10', /^Enter the value as digits with an optional decimal point, like 1\.25\.$/],
      ['1.0000000000000000001', /^The value has at most 18 decimal places\.$/],
      ['1'.repeat(61), /^The value has at most 60 whole digits\.$/],
      [1.5, /^Write the value as a string of digits, like "1\.25"\.$/],
      [null, /^Write the value as a string of digits, like "1\.25"\.$/],
    ];
    const before = await snapshot();
    const heardBefore = heard.length;
    for (const [value, message] of valueCases) {
      for (const response of [await add(value), await update(entry.id, value)]) {
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        expect(response.json()).toMatchObject({ success: false, error: 'BAD_REQUEST' });
        expect(response.json().fields.value, JSON.stringify(value)).toMatch(message);
      }
    }
    const missing = await update(MISSING_ID, '1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: 'BLCK_VALUE_NOT_FOUND',
      message: 'There is no token value entry with this id.',
    });
    const malformed = await update('current', '1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This id is not valid.');
    const extra = await h.call(endpoints.addBlckValue, {
      session: manager,
      body: { value: '1', createdAt: '2020-01-01T00:00:00Z' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unknown field "createdAt".');
    expect(await snapshot()).toBe(before);
    expect(heard.length).toBe(heardBefore);

    const notFound = await h.call(endpoints.getBlckValue, { session: viewer, params: { id: MISSING_ID } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error).toBe('BLCK_VALUE_NOT_FOUND');
  });

  it('refuses list paging out of range', async () => {
    for (const [query, field, message] of [
      ['?page=-1', 'page', 'The page is a whole number from 0.'],
      ['?page=x', 'page', 'The page is a whole number from 0.'],
      ['?perPage=0', 'perPage', 'Rows per page is a whole number from 1 to 100.'],
      ['?perPage=101', 'perPage', 'Rows per page is a whole number from 1 to 100.'],
      ['?sort=value', 'sort', 'Unknown field "sort".'],
    ] as const) {
      const response = await h.call(endpoints.listBlckValues, {
        session: viewer,
        rawPath: `${endpoints.listBlckValues.path}${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[field], query).toBe(message);
    }
  });

  it('lets a viewer read but not add or correct, and nobody without a session', async () => {
    const entry = (await list()).current!;
    const stranger = await h.createAdmin({ permissions: ['fiats.manage'] });
    const session = await h.signIn(stranger.email, stranger.password);
    const before = await snapshot();
    const forbidden = 'You do not have permission to do this. Ask an administrator for "blckValue.manage".';
    for (const response of [await add('9', viewer), await update(entry.id, '9', viewer)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(forbidden);
    }
    expect((await h.call(endpoints.addBlckValue, { body: { value: '9' } })).statusCode).toBe(401);
    expect((await h.call(endpoints.listBlckValues)).statusCode).toBe(401);
    const denied = await h.call(endpoints.getBlckValue, { session, params: { id: entry.id } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('"blckValue.view"');
    expect(await snapshot()).toBe(before);
    expect((await list('', manager)).current).toEqual(entry);
  });
});
