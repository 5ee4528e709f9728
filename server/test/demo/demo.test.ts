// The demo seed: administrators in every state, seeded once, audited, and able to sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, endpoints } from '@blck/contract';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../src/demo/admins';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

describe('demo seed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(testDatabases()[0]!);
  });
  afterAll(() => h?.close());

  it('seeds administrators in every state once, issuers, deposits, investors in every state and locks; an active admin signs in', async () => {
    expect(await h.app.services.demo.seed({ deposits: 300 })).toBe(true);
    expect(await h.app.services.demo.seed()).toBe(false);
    const rows = await h.db.query<{
      email: string;
      registered: boolean;
      is_confirmed: boolean;
      is_active: boolean;
      two_fa: boolean;
      permissions: string[];
    }>(
      `SELECT email, registered_at IS NOT NULL AS registered, is_confirmed, is_active, totp_secret IS NOT NULL AS two_fa, permissions
       FROM admins WHERE email LIKE '%@demo.blck.example'`,
    );
    expect(rows).toHaveLength(13);
    const states = new Set(rows.map((r) => `${r.registered}/${r.is_confirmed}/${r.is_active}`));
    for (const state of ['false/false/false', 'true/false/false', 'true/true/false', 'true/true/true'])
      expect(states).toContain(state);
    expect(rows.some((r) => r.two_fa)).toBe(true);
    expect(new Set(rows.map((r) => r.permissions.join(','))).size).toBeGreaterThan(6);

    // The README's demo administrator: every permission, no authenticator, signs in with the emailed code.
    const demoAdmin = rows.find((r) => r.email === DEMO_ADMIN_EMAIL)!;
    expect(demoAdmin).toMatchObject({ registered: true, is_confirmed: true, is_active: true, two_fa: false });
    expect([...demoAdmin.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    const session = await h.signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const current = (await h.call(endpoints.currentAdmin, { session })).json();
    expect(current.admin.email).toBe(DEMO_ADMIN_EMAIL);
    expect([...current.admin.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect((await h.app.services.audit.verify()).valid).toBe(true);

    const [deposits] = await h.db.query<{ n: number; first: Date; last: Date; issuers: number }>(
      `SELECT count(*)::int AS n, min(created_at) AS first, max(created_at) AS last, count(DISTINCT issuer_id)::int AS issuers
       FROM deposits`,
    );
    expect(deposits!.n).toBe(300);
    expect(deposits!.issuers).toBeGreaterThan(20);
    expect(new Date(deposits!.last).getTime() - new Date(deposits!.first).getTime()).toBeGreaterThan(700 * 86_400_000);
    const investors = await h.db.query<{ status: string; n: number; payments: number }>(
      `SELECT i.status, count(DISTINCT i.id)::int AS n, count(p.id)::int AS payments
       FROM investors i LEFT JOIN investor_payments p ON p.investor_id = i.id GROUP BY i.status ORDER BY i.status`,
    );
    expect(investors.map((row) => row.status)).toEqual(['active', 'cancelled', 'pending']);
    for (const row of investors) expect(row.payments).toBeGreaterThan(row.n);
    const [locks] = await h.db.query<{ withdrawable: number; future: number; withdrawn: number }>(
      `SELECT count(*) FILTER (WHERE status = 'locked' AND available_from <= $1)::int AS withdrawable,
         count(*) FILTER (WHERE status = 'locked' AND available_from > $1)::int AS future,
         count(*) FILTER (WHERE status = 'withdrawn')::int AS withdrawn
       FROM locked_funds`,
      [h.clock.now()],
    );
    expect(locks!.withdrawable).toBeGreaterThan(0);
    expect(locks!.future).toBeGreaterThan(0);
    expect(locks!.withdrawn).toBeGreaterThan(0);
    const viewer = await h.createAdmin({ permissions: ['investors.view', 'lockedFunds.view'] });
    const viewerSession = await h.signIn(viewer.email, viewer.password);
    const listed = await h.call(endpoints.listInvestors, {
      session: viewerSession,
      rawPath: '/api/auth/v1/investors/all?perPage=100',
    });
    expect(listed.json().total).toBe(investors.reduce((sum, row) => sum + row.n, 0));
    const lockList = await h.call(endpoints.listLockedFunds, { session: viewerSession });
    expect(lockList.json().total).toBe(locks!.withdrawable + locks!.future + locks!.withdrawn);
    const report = await h.call(endpoints.investorReport, { session: viewerSession });
    expect(report.json().payments).toHaveLength(investors.reduce((sum, row) => sum + row.payments, 0));
    const csvReport = await h.call(endpoints.investorReport, {
      session: viewerSession,
      rawPath: '/api/auth/v1/investors/report?format=csv',
    });
    expect(csvReport.body.trimEnd().split('\r\n').length - 1).toBe(
      investors.reduce((sum, row) => sum + row.payments, 0),
    );
    const books = await h.app.ledger.verify(h.db);
    expect(books.mismatches).toEqual([]);
    expect(books.balanced).toBe(true);
  });
});
