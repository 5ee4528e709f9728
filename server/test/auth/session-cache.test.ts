// A session checked many times is still checked against the database's latest state: a change to the session or its
// admin, made through the API or straight in SQL, applies on the very next call (PGlite keeps lookups, 0020); and
// PGlite's per-IP counts in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { createMemoryRateCounter } from '../../src/db/stores';
import { createSessionCache } from '../../src/modules/auth/session-cache';
import type { SessionLookup } from '../../src/modules/auth/sessions.repository';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

describe.each(testDatabases())('session checks after changes on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const current = (session: SignedIn) => h.call(endpoints.currentAdmin, { session });
  const warm = async (session: SignedIn) => {
    for (let call = 0; call < 3; call++) expect((await current(session)).statusCode).toBe(200);
  };

  it('applies permissions, names, deactivation and revocation written in SQL on the next call', async () => {
    const admin = await h.createAdmin({ permissions: ['admins.view'] });
    const session = await h.signIn(admin.email, admin.password);
    await warm(session);
    expect((await h.call(endpoints.listAdmins, { session })).statusCode).toBe(200);

    await h.db.query(`UPDATE admins SET permissions = '{audit.view}', first_name = 'Renamed' WHERE id = $1`, [
      admin.id,
    ]);
    const renamed = await current(session);
    expect(renamed.json().admin).toMatchObject({ firstName: 'Renamed', permissions: ['audit.view'] });
    expect((await h.call(endpoints.listAdmins, { session })).statusCode).toBe(403);

    await h.db.query('UPDATE admins SET is_active = false WHERE id = $1', [admin.id]);
    expect((await current(session)).json().error).toBe('ACCOUNT_INACTIVE');
    await h.db.query('UPDATE admins SET is_active = true WHERE id = $1', [admin.id]);
    await warm(session);

    await h.db.query('UPDATE sessions SET revoked_at = now()');
    expect((await current(session)).statusCode).toBe(401);
  });

  it('ends a warm session at sign-out and keeps another of the same admin', async () => {
    const admin = await h.createAdmin();
    const leaving = await h.signIn(admin.email, admin.password);
    const staying = await h.signIn(admin.email, admin.password);
    await warm(leaving);
    await warm(staying);
    expect((await h.call(endpoints.signOut, { session: leaving })).statusCode).toBe(200);
    expect((await current(leaving)).statusCode).toBe(401);
    expect((await current(staying)).statusCode).toBe(200);
  });
});

describe('session cache', () => {
  const lookup = (firstName: string) =>
    ({ admin: { firstName, permissions: [] }, bindingHash: 'b' }) as unknown as SessionLookup;

  it('answers only at the generation it was filled at, and ignores a lookup read before a newer one', () => {
    const cache = createSessionCache();
    expect(cache.get('t', '5')).toBeUndefined();
    cache.set('t', '5', lookup('five'));
    expect(cache.get('t', '5')?.admin.firstName).toBe('five');
    expect(cache.get('t', '6')).toBeUndefined();
    cache.set('t', '5', lookup('late'));
    expect(cache.get('t', '6')).toBeUndefined();
    expect(cache.get('t', '5')).toBeUndefined();
    cache.set('t', '6', lookup('six'));
    expect(cache.get('t', '6')?.admin.firstName).toBe('six');
  });
});

describe('memory rate counter', () => {
  const at = (key: string, minute: number) => ({ key, windowStart: new Date(Date.UTC(2026, 0, 1, 0, minute)) });

  it('counts each key in its window and starts again in the next one', () => {
    const counter = createMemoryRateCounter();
    expect([1, 2, 3].map(() => counter.hit(at('auth:a', 0)))).toEqual([1, 2, 3]);
    expect(counter.hit(at('auth:b', 0))).toBe(1);
    expect(counter.hit(at('auth:a', 1))).toBe(1);
    expect(counter.hit(at('auth:a', 1))).toBe(2);
  });
});
