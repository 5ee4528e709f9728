// Four eyes (issue 17) through the real calls on PGlite and PostgreSQL: below the threshold a call applies at once;
// above it the call answers 202 with a proposal and nothing moves until a second admin approves; the maker cannot
// approve their own; two approvers at once give one effect and one 409; a proposal whose record changed since is
// refused with 409 and moves nothing; proposals expire and can be withdrawn; the switch turns it all off.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AWAITING_APPROVAL_MESSAGE, endpoints, type Investor, type Proposal } from '@blck/contract';
import type { Socket } from 'socket.io-client';
import type { Queryable } from '../../src/db/client';
import { testDatabases, type TestDatabase } from '../support/databases';
import { openSocket } from '../support/realtime-client';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { activeInvestor, fundsList, getInvestor, ledgerSnapshot } from '../support/investors';

const MINUTE = 60_000;
/** The ledger and the records it moves, without the audit trail (a proposal is audited, and moves nothing). */
const moneySnapshot = async (h: Harness) => JSON.stringify(JSON.parse(await ledgerSnapshot(h)).slice(0, 5));

const FUNDS_ADMIN = ['funds.manage', 'investors.view', 'investors.manage'] as const;

describe.each(testDatabases())('four eyes on $name', (database) => {
  let h: Harness;
  let first: SignedIn;
  let maker: SignedIn;
  let checker: SignedIn;
  let checkerEmail: string;
  let other: SignedIn;
  let viewer: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database, { FOUR_EYES: 'on', APPROVAL_TTL_HOURS: '0.25', APPROVAL_MAIL: 'on' });
    first = await h.signIn('first@example.com', 'first admin passphrase 2026');
    const m = await h.createAdmin({ permissions: [...FUNDS_ADMIN] });
    maker = await h.signIn(m.email, m.password);
    const c = await h.createAdmin({ permissions: [...FUNDS_ADMIN] });
    checker = await h.signIn(c.email, c.password);
    checkerEmail = c.email;
    const o = await h.createAdmin({ permissions: [...FUNDS_ADMIN] });
    other = await h.signIn(o.email, o.password);
    const v = await h.createAdmin({ permissions: ['investors.view'] });
    viewer = await h.signIn(v.email, v.password);
  });
  const sockets: Socket[] = [];
  let origin: string | undefined;
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h?.close();
  });

  /** Every `changed` event a socket hears, from now on. */
  const listen = async (session: SignedIn) => {
    origin ??= await h.app.server.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(origin, session, (opened) => sockets.push(opened));
    const heard: Array<{ resource: string; id: string; action: string }> = [];
    socket.on('changed', (event: { resource: string; id: string; action: string }) => heard.push(event));
    return heard;
  };
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  const changeFunds = (session: SignedIn, investor: Investor, amounts: Record<number, string>, key?: string) =>
    h.call(endpoints.updateInvestorFunds, {
      session,
      body: {
        id: investor.id,
        paymentType: investor.paymentType,
        paymentList: fundsList(investor, amounts),
        reason: 'Top-up',
      },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const decide = (verb: 'approve' | 'reject' | 'withdraw', session: SignedIn, id: string, body: object = {}) =>
    h.call(
      { approve: endpoints.approveProposal, reject: endpoints.rejectProposal, withdraw: endpoints.withdrawProposal }[
        verb
      ],
      { session, params: { id }, body },
    );
  const amountsOf = async (investor: Investor) =>
    (await getInvestor(h, viewer, investor.id)).investor.paymentList.map((payment) => payment.amount);
  const propose = async (investor: Investor, amount: string, session = maker) => {
    const response = await changeFunds(session, investor, { 0: amount });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().proposal as Proposal;
  };

  it('applies a change below the threshold at once, and holds one above it as a 202 proposal that moves nothing', async () => {
    const investor = await activeInvestor(h, first);
    const small = await changeFunds(maker, investor, { 0: '1500' });
    expect(small.statusCode, small.body).toBe(200);
    expect(await amountsOf(investor)).toEqual(['1500', '250.5']);

    const fresh = (await getInvestor(h, viewer, investor.id)).investor;
    const ledgerBefore = await moneySnapshot(h);
    const auditBefore = await h.auditCount();
    const large = await changeFunds(maker, fresh, { 0: '250000' });
    expect(large.statusCode, large.body).toBe(202);
    const body = large.json();
    expect(body).toMatchObject({ success: true, awaitingApproval: true, message: AWAITING_APPROVAL_MESSAGE });
    const proposal = body.proposal as Proposal;
    expect(proposal).toMatchObject({
      action: 'investorFunds',
      operationId: 'updateInvestorFunds',
      status: 'pending',
      reason: 'Top-up',
      permission: 'funds.manage',
      target: { resource: 'investor', id: investor.id },
      canDecide: false,
      canWithdraw: true,
    });
    expect(proposal.changes).toContainEqual({
      label: 'Payments #1 amount',
      before: '1,500 $BLCK',
      after: '250,000 $BLCK',
    });
    expect(proposal.summary).toContain('Investor funds increase or decrease');
    expect(await amountsOf(investor)).toEqual(['1500', '250.5']);
    expect(await moneySnapshot(h)).toBe(ledgerBefore);
    expect(await h.auditCount()).toBe(auditBefore + 1);

    const mail = await h.mailbox.waitFor(checkerEmail, /waits for a second administrator/);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(proposal.summary);
    const waiting = await h.call(endpoints.countProposals, { session: checker });
    expect(waiting.json().waitingForMe).toBeGreaterThanOrEqual(1);
    const mine = await h.call(endpoints.listProposals, {
      session: maker,
      rawPath: `${endpoints.listProposals.path}?view=mine&status=pending`,
    });
    expect(mine.json().data.map((p: Proposal) => p.id)).toContain(proposal.id);

    const own = await decide('approve', maker, proposal.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You made this proposal: a second administrator has to decide on it.');
    const outsider = await decide('approve', viewer, proposal.id);
    expect(outsider.statusCode).toBe(404);
    expect(await amountsOf(investor)).toEqual(['1500', '250.5']);

    const approved = await decide('approve', checker, proposal.id, { comment: 'Checked the wire.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().proposal).toMatchObject({
      status: 'applied',
      comment: 'Checked the wire.',
      canDecide: false,
    });
    expect(await amountsOf(investor)).toEqual(['250000', '250.5']);

    const history = await h.call(endpoints.listAudit, {
      session: first,
      rawPath: `${endpoints.listAudit.path}?resource=investor&resourceId=${investor.id}&perPage=20`,
    });
    const actions = history.json().events.map((event: { action: string }) => event.action);
    expect(actions.slice(0, 3)).toEqual(['proposal.approved', 'investor.funds_updated', 'proposal.made']);
  });

  it('runs a change below the threshold once, with admins who could approve: no rehearsal before it', async () => {
    const investor = await activeInvestor(h, first);
    // A rolled-back run would have taken an audit number of its own: the sequence is not rolled back.
    const [before] = await h.db.query<{ last_value: string }>('SELECT last_value::text FROM audit_events_seq');
    const small = await changeFunds(maker, investor, { 0: '2500' });
    expect(small.statusCode, small.body).toBe(200);
    expect(await amountsOf(investor)).toEqual(['2500', '250.5']);
    const events = await h.db.query<{ seq: string; action: string }>(
      'SELECT seq::text, action FROM audit_events WHERE seq > $1 ORDER BY seq',
      [before!.last_value],
    );
    expect(events).toEqual([{ seq: String(BigInt(before!.last_value) + 1n), action: 'investor.funds_updated' }]);
  });

  it('tells the admins who may decide in realtime, and the maker of the effect once approved', async () => {
    const investor = await activeInvestor(h, first);
    const deciderHears = await listen(checker);
    const makerHears = await listen(maker);
    const outsiderHears = await listen(viewer);
    const proposal = await propose(investor, '777777');
    await until(() => deciderHears.some((e) => e.resource === 'proposal' && e.id === proposal.id));
    expect(deciderHears).toContainEqual({ resource: 'proposal', id: proposal.id, action: 'made' });
    expect((await decide('approve', checker, proposal.id)).statusCode).toBe(200);
    await until(() => makerHears.some((e) => e.resource === 'investor' && e.id === investor.id));
    expect(makerHears).toContainEqual({ resource: 'proposal', id: proposal.id, action: 'applied' });
    expect(outsiderHears.filter((e) => e.resource === 'proposal')).toEqual([]);
  });

  it('applies an approval once: two approvers at once give one effect and one 409', async () => {
    const investor = await activeInvestor(h, first);
    const proposal = await propose(investor, '400000');
    const [a, b] = await Promise.all([decide('approve', checker, proposal.id), decide('approve', other, proposal.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({
      error: 'PROPOSAL_DECIDED',
      message: 'This proposal is no longer pending: it is applied.',
    });
    expect(await amountsOf(investor)).toEqual(['400000', '250.5']);
    const transfers = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = $1`,
      [investor.paymentList[0]!.id],
    );
    expect(transfers[0]!.n).toBe(2);
  });

  it('refuses with 409 an approval after the record changed, and moves nothing', async () => {
    const investor = await activeInvestor(h, first);
    const proposal = await propose(investor, '300000');
    const moved = await changeFunds(other, investor, { 0: '900' });
    expect(moved.statusCode, moved.body).toBe(200);
    const ledgerBefore = await moneySnapshot(h);
    const refused = await decide('approve', checker, proposal.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await amountsOf(investor)).toEqual(['900', '250.5']);
    expect(await moneySnapshot(h)).toBe(ledgerBefore);
    const still = await h.call(endpoints.getProposal, { session: checker, params: { id: proposal.id } });
    expect(still.json().proposal.status).toBe('pending');
    const rejected = await decide('reject', checker, proposal.id, { comment: 'Overtaken by the smaller top-up.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().proposal).toMatchObject({ status: 'rejected', comment: 'Overtaken by the smaller top-up.' });
  });

  it('refuses with 409 when the wallet balance a deposit expected has moved', async () => {
    await h.app.services.demo.seed({ deposits: 1 });
    const [wallet] = await h.db.query<{ wallet: string }>(
      `SELECT wallet FROM issuers WHERE wallet IS NOT NULL AND kyc_completed_at IS NOT NULL LIMIT 1`,
    );
    const deposit = (session: SignedIn, amount: string) =>
      h.call(endpoints.increaseWallet, {
        session,
        bearer: true,
        body: { wallet_address: wallet!.wallet, amount },
        headers: { 'idempotency-key': randomUUID() },
      });
    const held = await deposit(maker, '150000');
    expect(held.statusCode, held.body).toBe(202);
    const proposal = held.json().proposal as Proposal;
    expect(proposal.action).toBe('issuerDeposit');
    expect((await deposit(other, '10')).statusCode).toBe(200);
    const refused = await decide('approve', checker, proposal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('PROPOSAL_STALE');
  });

  it('answers the same proposal for a retried call with the same Idempotency-Key, and 409 for another body', async () => {
    const investor = await activeInvestor(h, first);
    const key = randomUUID();
    const one = await changeFunds(maker, investor, { 0: '500000' }, key);
    const two = await changeFunds(maker, investor, { 0: '500000' }, key);
    expect([one.statusCode, two.statusCode]).toEqual([202, 202]);
    expect(two.json().proposal.id).toBe(one.json().proposal.id);
    const three = await changeFunds(maker, investor, { 0: '600000' }, key);
    expect(three.statusCode).toBe(409);
    expect(three.json().error).toBe('IDEMPOTENCY_KEY_REUSED');

    // A key is the maker's own: another admin sending it makes a proposal of their own, for their body.
    const theirs = await changeFunds(other, investor, { 0: '700000' }, key);
    expect(theirs.statusCode, theirs.body).toBe(202);
    expect(theirs.json().proposal.id).not.toBe(one.json().proposal.id);
    expect(theirs.json().proposal.changes).toContainEqual(expect.objectContaining({ after: '700,000 $BLCK' }));
    const again = await changeFunds(other, investor, { 0: '700000' }, key);
    expect(again.json().proposal.id).toBe(theirs.json().proposal.id);
  });

  it('refuses a bad request before making any proposal', async () => {
    const investor = await activeInvestor(h, first);
    const stale = { ...investor, paymentList: investor.paymentList.map((p) => ({ ...p, version: p.version + 7 })) };
    const count = await h.auditCount();
    const response = await changeFunds(maker, stale, { 0: '700000' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('STALE_PAYMENT_LIST');
    expect(await h.auditCount()).toBe(count);
    const noComment = await decide('reject', checker, randomUUID(), {});
    expect(noComment.statusCode).toBe(400);
    const unknown = await decide('approve', checker, randomUUID());
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only the maker withdraw, and expires a proposal nobody decided', async () => {
    const investor = await activeInvestor(h, first);
    const withdrawn = await propose(investor, '800000');
    expect((await decide('withdraw', checker, withdrawn.id)).statusCode).toBe(403);
    const back = await decide('withdraw', maker, withdrawn.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().proposal.status).toBe('withdrawn');
    expect((await decide('approve', checker, withdrawn.id)).statusCode).toBe(409);

    const late = await propose(investor, '900000');
    h.clock.advance(16 * MINUTE);
    const expired = await decide('approve', checker, late.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toBe('PROPOSAL_EXPIRED');
    const read = await h.call(endpoints.getProposal, { session: maker, params: { id: late.id } });
    expect(read.json().proposal.status).toBe('expired');
    expect(await amountsOf(investor)).toEqual(['1000', '250.5']);
  });

  it('holds back privilege and policy changes too, and applies them exactly as asked on approval', async () => {
    const b = await h.createAdmin({ permissions: ['admins.manage', 'admins.view'] });
    const boss = await h.signIn(b.email, b.password);
    const target = await h.createAdmin({ permissions: ['investors.view'] });
    const confirmed = await h.call(endpoints.reauthenticate, {
      session: first,
      body: { password: 'first admin passphrase 2026' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const held = await h.call(endpoints.updatePermissions, {
      session: first,
      body: { id: target.id, permissions: ['investors.view', 'funds.manage'] },
    });
    expect(held.statusCode, held.body).toBe(202);
    const proposal = held.json().proposal as Proposal;
    expect(proposal).toMatchObject({ action: 'adminPermissions', permission: 'admins.manage' });
    expect(proposal.changes).toEqual([
      { label: 'Permissions', before: 'investors.view', after: 'investors.view, funds.manage' },
    ]);
    // The admin whose account it changes cannot decide it, even with the permission.
    const t = await h.createAdmin({ permissions: ['admins.manage', 'admins.view'] });
    const self = await h.call(endpoints.updatePermissions, {
      session: first,
      body: { id: t.id, permissions: ['admins.manage', 'admins.view', 'funds.manage'] },
    });
    expect(self.statusCode, self.body).toBe(202);
    const selfSession = await h.signIn(t.email, t.password);
    const selfApproval = await decide('approve', selfSession, self.json().proposal.id);
    expect(selfApproval.statusCode).toBe(403);
    expect(selfApproval.json().message).toBe(
      'This proposal changes your own account: another administrator has to decide on it.',
    );
    const selfView = await h.call(endpoints.getProposal, {
      session: selfSession,
      params: { id: self.json().proposal.id },
    });
    expect(selfView.json().proposal.canDecide).toBe(false);

    const unchanged = await h.call(endpoints.getAdmin, { session: first, params: { id: target.id } });
    expect(unchanged.json().admin.permissions).toEqual(['investors.view']);
    const approved = await decide('approve', boss, proposal.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const changed = await h.call(endpoints.getAdmin, { session: first, params: { id: target.id } });
    expect(changed.json().admin.permissions).toEqual(['investors.view', 'funds.manage']);

    const policy = await h.call(endpoints.updateApprovalPolicy, {
      session: first,
      params: { action: 'investorFunds' },
      body: { enabled: true, defaultThreshold: '1000000', thresholds: { USD: '50' } },
    });
    expect(policy.statusCode, policy.body).toBe(202);
    const policyProposal = policy.json().proposal as Proposal;
    expect((await decide('approve', boss, policyProposal.id)).statusCode).toBe(200);
    const policies = await h.call(endpoints.listApprovalPolicies, { session: maker });
    expect(policies.json().data.find((p: { action: string }) => p.action === 'investorFunds')).toMatchObject({
      enabled: true,
      defaultThreshold: '1000000',
      thresholds: { USD: '50' },
    });
    // Now a USD-paid payment waits above 50, an EUR-paid one only above the default.
    const investor = await activeInvestor(h, first);
    expect((await changeFunds(maker, investor, { 1: '900000' })).statusCode).toBe(200);
    const fresh = (await getInvestor(h, viewer, investor.id)).investor;
    expect((await changeFunds(maker, fresh, { 0: '1100' })).statusCode).toBe(202);
  });
});

describe.each(testDatabases())('four eyes switched off on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { FOUR_EYES: 'off' });
  });
  afterAll(() => h?.close());

  it('applies a large change at once, with two admins who could approve', async () => {
    const first = await h.signIn('first@example.com', 'first admin passphrase 2026');
    const m = await h.createAdmin({ permissions: [...FUNDS_ADMIN] });
    const maker = await h.signIn(m.email, m.password);
    const investor = await activeInvestor(h, first);
    const response = await h.call(endpoints.updateInvestorFunds, {
      session: maker,
      body: { id: investor.id, paymentType: investor.paymentType, paymentList: fundsList(investor, { 0: '5000000' }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const policies = await h.call(endpoints.listApprovalPolicies, { session: maker });
    expect(policies.json().fourEyes).toBe(false);
  });
});

describe.each(testDatabases())('four eyes with one admin who could decide on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { FOUR_EYES: 'on' });
  });
  afterAll(() => h?.close());

  it('applies a call at once while its maker is the only admin who could decide, and holds it back once another could', async () => {
    const first = await h.signIn('first@example.com', 'first admin passphrase 2026');
    const alone = await h.call(endpoints.addBlckValue, { session: first, body: { value: '1.07' } });
    expect(alone.statusCode, alone.body).toBe(200);
    await h.createAdmin({ permissions: ['blckValue.manage', 'blckValue.view'] });
    const held = await h.call(endpoints.addBlckValue, { session: first, body: { value: '1.08' } });
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json().proposal).toMatchObject({ action: 'blckValue', status: 'pending' });
  });
});

/**
 * `database`, its every statement sent outside a transaction kept in `sent` as it goes out, except that the statements
 * of one pipeline (one socket write on PostgreSQL) are kept as one entry, once it ends.
 */
const recordingStatements = (database: TestDatabase, sent: string[]): TestDatabase => ({
  ...database,
  create: async () => {
    const created = await database.create();
    const db = new Proxy(created.db, {
      get: (target, property, receiver) => {
        if (property === 'query') {
          return (sql: string, params?: readonly unknown[]) => {
            sent.push(sql);
            return target.query(sql, params);
          };
        }
        if (property === 'pipeline') {
          return <T>(work: (q: Queryable) => Promise<T>) =>
            target.pipeline(async (q) => {
              const write: string[] = [];
              try {
                return await work({
                  query: (sql, params) => {
                    write.push(sql);
                    return q.query(sql, params);
                  },
                });
              } finally {
                sent.push(write.join('\n;\n'));
              }
            });
        }
        return Reflect.get(target, property, receiver);
      },
    });
    return { ...created, db };
  },
});

describe.each(testDatabases())('four eyes screening in the session check on $name', (database) => {
  const sent: string[] = [];
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(recordingStatements(database, sent), { FOUR_EYES: 'on' });
  });
  afterAll(() => h?.close());

  it('reads a guarded call’s policy once, in the write that checks its session on PostgreSQL', async () => {
    const first = await h.signIn('first@example.com', 'first admin passphrase 2026');
    sent.length = 0;
    const alone = await h.call(endpoints.addBlckValue, { session: first, body: { value: '1.07' } });
    expect(alone.statusCode, alone.body).toBe(200);
    const policyReads = sent.filter((sql) => sql.includes('FROM approval_policies'));
    expect(policyReads).toHaveLength(1);
    // PGlite keeps sessions in memory (checked against the generation), so there the policy is read beside it.
    if (database.name === 'postgres') expect(policyReads[0]).toMatch(/JOIN admin_accounts a ON a\.id = s\.admin_id/);

    await h.createAdmin({ permissions: ['blckValue.manage', 'blckValue.view'] });
    sent.length = 0;
    const held = await h.call(endpoints.addBlckValue, { session: first, body: { value: '1.08' } });
    expect(held.statusCode, held.body).toBe(202);
    expect(sent.filter((sql) => sql.includes('FROM approval_policies'))).toHaveLength(1);
  });

  it('answers 401 to a call without a live session, its policy read once (with the session check on PostgreSQL)', async () => {
    sent.length = 0;
    const refused = await h.call(endpoints.addBlckValue, {
      session: { token: 'f'.repeat(64), binding: 'x' },
      body: { value: '1.09' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(AUTH_ERRORS.sessionEnded.code);
    const policyReads = sent.filter((sql) => sql.includes('FROM approval_policies'));
    expect(policyReads).toHaveLength(1);
    if (database.name === 'postgres') expect(policyReads[0]).toMatch(/JOIN admin_accounts a ON a\.id = s\.admin_id/);
  });
});
