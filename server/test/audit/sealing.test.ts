// The audit chain's sealer (issue 16 item 2): events commit unsealed and are linked after; verification seals first,
// and an event taken off the sealer's queue behind the product's back is reported as a break, not lost silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const HOUR_MS = 3_600_000;

describe.each(testDatabases())('audit sealing on $name', (database) => {
  let h: Harness;
  let auditor: SignedIn;
  let credentials: { email: string; password: string };
  beforeAll(async () => {
    // The sealer waits an hour after a commit: only start-up, verify and close seal, so the test sees the queue.
    h = await createHarness(database, { AUDIT_SEAL_DELAY_MS: String(HOUR_MS) });
    const admin = await h.createAdmin({ permissions: ['audit.view', 'admins.manage'] });
    credentials = admin;
    auditor = await h.signIn(admin.email, admin.password);
  });
  afterAll(() => h?.close());

  const queued = async () => (await h.db.query<{ seq: string }>('SELECT seq::text AS seq FROM audit_unsealed')).length;

  /** An audited change: a sign-in appends `signin.succeeded`. */
  const auditedChange = () => h.signIn(credentials.email, credentials.password);

  it('commits events unsealed, and links every one of them before verifying', async () => {
    await auditedChange();
    expect(await queued()).toBeGreaterThan(0);
    const [{ n: events } = { n: 0 }] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events');

    const verdict = (await h.call(endpoints.verifyAudit, { session: auditor })).json();
    expect(verdict).toMatchObject({ valid: true, firstBrokenSeq: null });
    // The verify call's own sign-in and reads add no event; every event is in the chain, in one piece.
    expect(verdict.checked).toBe(events);
    expect(await queued()).toBe(0);
    await expect(h.db.query('DELETE FROM audit_links')).rejects.toThrow(/append-only/);
  });

  it('reports an event taken off the queue before its seal as the first break', async () => {
    await auditedChange();
    const [{ seq }] = (await h.db.query<{ seq: string }>('SELECT min(seq)::text AS seq FROM audit_unsealed')) as [
      { seq: string },
    ];
    await h.db.query('DELETE FROM audit_unsealed WHERE seq = $1::bigint', [seq]);

    const verdict = (await h.call(endpoints.verifyAudit, { session: auditor })).json();
    expect(verdict).toMatchObject({ valid: false, firstBrokenSeq: seq });
  });
});
