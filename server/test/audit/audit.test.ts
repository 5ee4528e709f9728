// The audit trail: listed with filters, exported as CSV, and tampering found by verification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION, AUDIT_RESOURCE, auditActionLabel, endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

describe.each(testDatabases())('audit trail on $name', (database) => {
  let h: Harness;
  let auditor: SignedIn;
  let auditorId: string;
  beforeAll(async () => {
    h = await createHarness(database);
    const admin = await h.createAdmin({ permissions: ['audit.view', 'admins.manage'] });
    auditorId = admin.id;
    auditor = await h.signIn(admin.email, admin.password);
  });
  afterAll(() => h?.close());

  it('lists events newest first with before → after, filtered by admin, action, resource and dates', async () => {
    const target = await h.createAdmin();
    await h.call(endpoints.setAdminStatus, {
      session: auditor,
      body: { email: target.email, isConfirmed: true, isActive: false },
    });
    const byAction = await h.call(endpoints.listAudit, {
      session: auditor,
      rawPath: '/api/auth/v1/audit?action=admin.deactivated',
    });
    expect(byAction.statusCode).toBe(200);
    const [event] = byAction.json().events;
    expect(event).toMatchObject({
      actorId: auditorId,
      action: 'admin.deactivated',
      resource: 'admin',
      resourceId: target.id,
      before: { isActive: true, isConfirmed: true },
      after: { isActive: false, isConfirmed: true },
      requestId: expect.any(String),
    });
    const byActor = (
      await h.call(endpoints.listAudit, {
        session: auditor,
        rawPath: `/api/auth/v1/audit?actorId=${auditorId}&perPage=100`,
      })
    ).json();
    expect(byActor.events.every((e: { actorId: string }) => e.actorId === auditorId)).toBe(true);
    expect(byActor.events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['signin.succeeded', 'admin.deactivated']),
    );
    const seqs = byActor.events.map((e: { seq: string }) => Number(e.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    const today = h.clock.now().toISOString().slice(0, 10);
    const inRange = await h.call(endpoints.listAudit, {
      session: auditor,
      rawPath: `/api/auth/v1/audit?from=${today}&to=${today}&resource=admin`,
    });
    expect(inRange.json().total).toBeGreaterThan(0);
    const before = await h.call(endpoints.listAudit, { session: auditor, rawPath: '/api/auth/v1/audit?to=2000-01-01' });
    expect(before.json().total).toBe(0);
    const bad = await h.call(endpoints.listAudit, { session: auditor, rawPath: '/api/auth/v1/audit?from=2100-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dates lie between 1900-01-01 and 2099-12-31.');
    expect(
      (await h.call(endpoints.listAudit, { session: auditor, rawPath: '/api/auth/v1/audit?from=2024-02-30' })).json()
        .message,
    ).toBe('This date does not exist.');
  });

  it('exports matching events as CSV', async () => {
    const response = await h.call(endpoints.exportAudit, {
      session: auditor,
      rawPath: `/api/auth/v1/audit/export?actorId=${auditorId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,occurredAt,actorEmail,actorId,action,resource,resourceId,before,after,requestId,ip,reason',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(auditorId))).toBe(true);
  });

  it('verifies the chain, and reports the first event edited in the database', async () => {
    expect((await h.call(endpoints.verifyAudit, { session: auditor })).json()).toMatchObject({
      valid: true,
      firstBrokenSeq: null,
    });
    await expect(h.db.query(`UPDATE audit_events SET action = 'x' WHERE seq = 2`)).rejects.toThrow(/append-only/);

    const [{ seq }] = (await h.db.query<{ seq: string }>(
      `SELECT seq::text AS seq FROM audit_events ORDER BY seq LIMIT 1 OFFSET 2`,
    )) as [{ seq: string }];
    await h.db.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change');
    await h.db.query(`UPDATE audit_events SET after = '{"isActive": true}' WHERE seq = $1::bigint`, [seq]);
    await h.db.query(`UPDATE audit_events SET action = 'tampered' WHERE seq = $1::bigint + 3`, [seq]);
    await h.db.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change');
    const verdict = (await h.call(endpoints.verifyAudit, { session: auditor })).json();
    expect(verdict).toMatchObject({ valid: false, firstBrokenSeq: seq });
    expect(verdict.checked).toBe(Number(seq) - 1);
  });

  it("shows one record's history to whoever may read that record, and refuses other filters without audit.view", async () => {
    const [fiat] = await h.db.query<{ id: string }>(`SELECT id FROM fiats WHERE label = 'EUR'`);
    const manager = await h.createAdmin({ permissions: ['fiats.manage'] });
    const managing = await h.signIn(manager.email, manager.password);
    const changed = await h.call(endpoints.setFiatActive, {
      session: managing,
      body: { id: fiat!.id, isActive: false },
    });
    expect(changed.statusCode).toBe(200);

    const viewer = await h.createAdmin({ permissions: ['fiats.view'] });
    const viewing = await h.signIn(viewer.email, viewer.password);
    const history = await h.call(endpoints.listAudit, {
      session: viewing,
      rawPath: `/api/auth/v1/audit?resource=fiat&resourceId=${fiat!.id}`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBe(1);
    expect(history.json().events[0]).toMatchObject({
      action: AUDIT_ACTION.fiatDeactivated,
      resource: AUDIT_RESOURCE.fiat,
      resourceId: fiat!.id,
      actorId: manager.id,
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(auditActionLabel(history.json().events[0].action)).toBe('Fiat deactivated');

    // The whole trail, a resource without its id, or an id with another filter still need audit.view.
    for (const rawPath of [
      '/api/auth/v1/audit',
      '/api/auth/v1/audit?resource=fiat',
      `/api/auth/v1/audit?resource=fiat&resourceId=${fiat!.id}&action=fiat.deactivated`,
    ]) {
      const refused = await h.call(endpoints.listAudit, { session: viewing, rawPath });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'You do not have permission to do this. Ask an administrator for "audit.view".',
      );
    }
    // Another kind of record needs its own read permission.
    const otherKind = await h.call(endpoints.listAudit, {
      session: viewing,
      rawPath: `/api/auth/v1/audit?resource=investor&resourceId=${fiat!.id}`,
    });
    expect(otherKind.statusCode).toBe(403);
    expect(otherKind.json().message).toBe(
      'You do not have permission to do this. Ask an administrator for "investors.view".',
    );

    // Bad values are refused before any query, whoever asks.
    for (const [query, message] of [
      ['action=fiat.exploded', 'Choose an action from the list.'],
      ['resource=planet', 'Choose a resource from the list.'],
      [`resourceId=${fiat!.id}`, 'Choose the resource of that id.'],
      [`resource=fiat&resourceId=${'x'.repeat(101)}`, 'A filter has at most 100 characters.'],
    ] as const) {
      const bad = await h.call(endpoints.listAudit, { session: auditor, rawPath: `/api/auth/v1/audit?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(message);
    }
    const unauthenticated = await h.call(endpoints.listAudit, {
      rawPath: `/api/auth/v1/audit?resource=fiat&resourceId=${fiat!.id}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
