// Why money moved (issue 14 item 5): an optional reason on every money movement and every suspension/activation,
// stored with the ledger transfers (and the deposit or lock row) and the audit event of the same transaction, shown in
// the record's history and in the CSV exports; a bad reason is a 400 with a sentence and changes nothing; a call
// without one works as before; an Idempotency-Key sent again with another reason is another request.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION,
  REASON_CONTROL_CHARACTER_MESSAGE,
  REASON_MAX_LENGTH,
  REASON_TOO_LONG_MESSAGE,
  endpoints,
  type AuditEvent,
  type Endpoint,
} from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture, type IssuerFixture } from '../support/issuers';
import {
  activeInvestor,
  fundsList,
  getInvestor,
  intakeInvestor,
  ledgerSnapshot,
  reviewBody,
  verifyBooks,
} from '../support/investors';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The cells of one CSV line (RFC 4180: quoted cells may hold commas and doubled quotes). */
const csvCells = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
};

/** The CSV answer as records keyed by its header (no cell of these exports holds a line break). */
const csvRecords = (text: string): Array<Record<string, string>> => {
  const [header, ...lines] = text.split('\r\n').filter(Boolean);
  const names = csvCells(header!);
  return lines.map((line) => Object.fromEntries(csvCells(line).map((cell, index) => [names[index]!, cell])));
};

describe.each(testDatabases())('reasons on $name', (database) => {
  let h: Harness;
  let admin: SignedIn;
  let issuer: IssuerFixture;
  beforeAll(async () => {
    h = await createHarness(database);
    const created = await h.createAdmin();
    admin = await h.signIn(created.email, created.password);
    issuer = await createIssuerFixture(h.db);
  });
  afterEach(async () => {
    await verifyBooks(h);
  });
  afterAll(() => h?.close());

  const call = (endpoint: Endpoint, body: unknown, key?: string) =>
    h.call(endpoint, {
      session: admin,
      bearer: endpoint.service === 'platform',
      body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const history = async (resource: string, resourceId: string): Promise<AuditEvent[]> => {
    const response = await h.call(endpoints.listAudit, {
      session: admin,
      rawPath: `/api/auth/v1/audit?${new URLSearchParams({ resource, resourceId, perPage: '100' })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events;
  };
  const auditCsv = async (resource: string, resourceId: string) => {
    const response = await h.call(endpoints.exportAudit, {
      session: admin,
      rawPath: `/api/auth/v1/audit/export?${new URLSearchParams({ resource, resourceId })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return csvRecords(response.body);
  };
  /** A moment after everything done so far (the clock moves a second), to find what the next call writes. */
  const mark = () => {
    h.clock.advance(1000);
    return h.clock.now();
  };
  const transfersAfter = (since: Date) =>
    h.db.query<{ kind: string; reason: string | null }>(
      'SELECT kind, reason FROM ledger_transfers WHERE created_at >= $1 ORDER BY created_at, id',
      [since],
    );

  it('stores a funds change reason, trimmed, on each transfer and the audit event; history and CSV show it', async () => {
    const investor = await activeInvestor(h, admin);
    const since = mark();
    const reason = 'Wire 4411 received, "late" by a day';
    const response = await call(endpoints.updateInvestorFunds, {
      id: investor.id,
      paymentType: investor.paymentType,
      paymentList: fundsList(investor, { 0: '1500', 1: '200' }),
      reason: `  ${reason}  `,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await transfersAfter(since)).toEqual([
      { kind: 'posted', reason },
      { kind: 'posted', reason },
    ]);

    // Another investor changed since: one record's history and its CSV hold that record's events only.
    const other = await activeInvestor(h, admin);
    const events = await history('investor', investor.id);
    expect(events.map((event) => event.action)).toEqual([
      AUDIT_ACTION.investorFundsUpdated,
      AUDIT_ACTION.investorReviewed,
      AUDIT_ACTION.investorRegistered,
    ]);
    expect(events[0]).toMatchObject({ resourceId: investor.id, reason });
    const rows = await auditCsv('investor', investor.id);
    expect(rows.map((row) => [row.resourceId, row.action, row.reason])).toEqual([
      [investor.id, AUDIT_ACTION.investorRegistered, ''],
      [investor.id, AUDIT_ACTION.investorReviewed, ''],
      [investor.id, AUDIT_ACTION.investorFundsUpdated, reason],
    ]);
    expect((await history('investor', other.id)).map((event) => event.resourceId)).toEqual([other.id, other.id]);
  });

  it('stores the reviewer reason on the crediting transfers and the review event', async () => {
    const pending = await intakeInvestor(h);
    const since = mark();
    const response = await call(endpoints.reviewInvestor, { ...reviewBody(pending), reason: 'KYC file 77 checked' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await transfersAfter(since)).map((row) => row.reason)).toEqual([
      'KYC file 77 checked',
      'KYC file 77 checked',
    ]);
    const [reviewed] = await history('investor', pending.id);
    expect(reviewed).toMatchObject({ action: AUDIT_ACTION.investorReviewed, reason: 'KYC file 77 checked' });
  });

  it('keeps the reason of a lock and of its withdrawal on the lock, its transfers and events, in list and CSV', async () => {
    const investor = await activeInvestor(h, admin);
    const since = mark();
    const availableFrom = new Date(Math.ceil(h.clock.now().getTime() / MINUTE + 10) * MINUTE).toISOString();
    const locked = await call(endpoints.lockFunds, {
      walletAddress: issuer.wallet,
      availableFrom,
      investorId: investor.id,
      paymentIds: [investor.paymentList[0]!.id],
      reason: 'Escrow until the audit closes',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const lock = locked.json().lockedFunds;
    expect(lock).toMatchObject({ reason: 'Escrow until the audit closes', withdrawalReason: null });

    h.clock.set(new Date(Date.parse(availableFrom) + 1000));
    const withdrawn = await call(endpoints.withdrawFunds, {
      walletAddress: issuer.wallet,
      investorId: investor.id,
      paymentIds: [investor.paymentList[0]!.id],
      reason: '=Audit closed; paid out',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await transfersAfter(since)).toEqual([
      { kind: 'pending', reason: 'Escrow until the audit closes' },
      { kind: 'post_pending', reason: '=Audit closed; paid out' },
    ]);

    const events = await history('locked_funds', lock.id);
    expect(events.map((event) => [event.action, event.reason])).toEqual([
      [AUDIT_ACTION.lockedFundsWithdrawn, '=Audit closed; paid out'],
      [AUDIT_ACTION.lockedFundsLocked, 'Escrow until the audit closes'],
    ]);
    const listed = await h.call(endpoints.listLockedFunds, {
      session: admin,
      rawPath: `${endpoints.listLockedFunds.path}?status=withdrawn&perPage=100`,
    });
    expect(listed.json().lockedFunds.find((row: { id: string }) => row.id === lock.id)).toMatchObject({
      reason: 'Escrow until the audit closes',
      withdrawalReason: '=Audit closed; paid out',
    });
    const exported = await h.call(endpoints.exportLockedFunds, {
      session: admin,
      rawPath: `${endpoints.exportLockedFunds.path}?status=withdrawn`,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    // A reason that starts like a formula is neutralised for spreadsheets, as every cell is.
    expect(csvRecords(exported.body).find((row) => row.id === lock.id)).toMatchObject({
      reason: 'Escrow until the audit closes',
      withdrawalReason: "'=Audit closed; paid out",
    });
  });

  it('stores a deposit reason on the transfer, the deposit and its event; the history list and report show it', async () => {
    const since = mark();
    const response = await call(endpoints.increaseWallet, {
      wallet_address: issuer.wallet,
      amount: '75',
      reason: 'Top-up for invoice INV-9',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deposit.reason).toBe('Top-up for invoice INV-9');
    expect(await transfersAfter(since)).toEqual([{ kind: 'posted', reason: 'Top-up for invoice INV-9' }]);
    const [event] = await history('wallet', issuer.wallet);
    expect(event).toMatchObject({ action: AUDIT_ACTION.walletDeposit, reason: 'Top-up for invoice INV-9' });

    const listed = await h.call(endpoints.listHistories, {
      session: admin,
      rawPath: `${endpoints.listHistories.path}?sort=createdAt&order=desc`,
    });
    expect(listed.json().histories[0]).toMatchObject({
      id: response.json().deposit.id,
      reason: 'Top-up for invoice INV-9',
    });
    const report = await h.call(endpoints.historiesReport, { session: admin, body: { search: issuer.wallet } });
    expect(report.statusCode, report.body).toBe(200);
    expect(csvRecords(report.body).find((row) => row.id === response.json().deposit.id)?.reason).toBe(
      'Top-up for invoice INV-9',
    );
  });

  it('stores the reason of every suspension and activation on its audit event', async () => {
    const investor = await activeInvestor(h, admin);
    const [fiat] = await h.db.query<{ id: string }>(`SELECT id FROM fiats WHERE label = 'CHF'`);
    const other = await h.createAdmin({ permissions: ['issuers.view'] });
    const changes: Array<[Endpoint, unknown, string, string, string]> = [
      [
        endpoints.suspendOfficialWallet,
        { currency: 'CAD', is_active: false },
        'official_wallet',
        'CAD',
        AUDIT_ACTION.officialWalletSuspended,
      ],
      [
        endpoints.suspendOfficialWallet,
        { currency: 'CAD', is_active: true },
        'official_wallet',
        'CAD',
        AUDIT_ACTION.officialWalletActivated,
      ],
      [endpoints.setFiatActive, { id: fiat!.id, isActive: false }, 'fiat', fiat!.id, AUDIT_ACTION.fiatDeactivated],
      [endpoints.setFiatActive, { id: fiat!.id, isActive: true }, 'fiat', fiat!.id, AUDIT_ACTION.fiatActivated],
      [
        endpoints.setInvestorActive,
        { id: investor.id, isActive: false },
        'investor',
        investor.id,
        AUDIT_ACTION.investorCancelled,
      ],
      [
        endpoints.setInvestorActive,
        { id: investor.id, isActive: true },
        'investor',
        investor.id,
        AUDIT_ACTION.investorReactivated,
      ],
      [
        endpoints.setAdminStatus,
        { email: other.email, isConfirmed: true, isActive: false },
        'admin',
        other.id,
        AUDIT_ACTION.adminDeactivated,
      ],
      [
        endpoints.setAdminStatus,
        { email: other.email, isConfirmed: true, isActive: true },
        'admin',
        other.id,
        AUDIT_ACTION.adminActivated,
      ],
    ];
    for (const [endpoint, body, resource, resourceId, action] of changes) {
      const reason = `Ticket ${randomUUID().slice(0, 8)}: ${action}`;
      const response = await call(endpoint, { ...(body as object), reason });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      const [latest] = await history(resource, resourceId);
      expect(latest, action).toMatchObject({ action, reason });
      expect((await auditCsv(resource, resourceId)).at(-1), action).toMatchObject({ action, reason });
    }
  });

  it('refuses a reason too long, with control characters or not text: 400 with a sentence, nothing changes', async () => {
    const investor = await activeInvestor(h, admin);
    const [fiat] = await h.db.query<{ id: string }>(`SELECT id FROM fiats WHERE label = 'EUR'`);
    const tomorrow = new Date(h.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const calls: Array<[Endpoint, Record<string, unknown>]> = [
      [
        endpoints.updateInvestorFunds,
        { id: investor.id, paymentType: investor.paymentType, paymentList: fundsList(investor, { 0: '9999' }) },
      ],
      [
        endpoints.lockFunds,
        {
          walletAddress: issuer.wallet,
          availableFrom: tomorrow,
          investorId: investor.id,
          paymentIds: [investor.paymentList[0]!.id],
        },
      ],
      [endpoints.increaseWallet, { wallet_address: issuer.wallet, amount: '5' }],
      [endpoints.suspendOfficialWallet, { currency: 'GBP', is_active: false }],
      [endpoints.setFiatActive, { id: fiat!.id, isActive: false }],
      [endpoints.setInvestorActive, { id: investor.id, isActive: false }],
    ];
    const bad: Array<[unknown, string]> = [
      ['x'.repeat(REASON_MAX_LENGTH + 1), REASON_TOO_LONG_MESSAGE],
      ['Two\nlines', REASON_CONTROL_CHARACTER_MESSAGE],
      ['Nul \u0000 inside', REASON_CONTROL_CHARACTER_MESSAGE],
      [42, 'Write the reason as text.'],
    ];
    const before = await ledgerSnapshot(h);
    const deposits = await h.db.query('SELECT count(*)::int AS n FROM deposits');
    const states = await h.db.query(
      `SELECT (SELECT is_active FROM official_wallets WHERE currency = 'GBP') AS wallet,
        (SELECT is_active FROM fiats WHERE label = 'EUR') AS fiat`,
    );
    for (const [endpoint, body] of calls) {
      for (const [reason, message] of bad) {
        const response = await call(endpoint, { ...body, reason }, randomUUID());
        expect(response.statusCode, `${endpoint.operationId} ${String(reason).slice(0, 20)}`).toBe(400);
        expect(response.json().message).toBe(message);
        expect(response.json().fields).toEqual({ reason: message });
      }
    }
    expect(await ledgerSnapshot(h)).toBe(before);
    expect(await h.db.query('SELECT count(*)::int AS n FROM deposits')).toEqual(deposits);
    expect(
      await h.db.query(
        `SELECT (SELECT is_active FROM official_wallets WHERE currency = 'GBP') AS wallet,
          (SELECT is_active FROM fiats WHERE label = 'EUR') AS fiat`,
      ),
    ).toEqual(states);

    // 500 characters after trimming are fine.
    const longest = 'y'.repeat(REASON_MAX_LENGTH);
    const fine = await call(endpoints.increaseWallet, {
      wallet_address: issuer.wallet,
      amount: '5',
      reason: `  ${longest}  `,
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().deposit.reason).toBe(longest);
  });

  it('works without a reason as before; an empty or blank reason is none', async () => {
    for (const reason of [undefined, '', '   ']) {
      const since = mark();
      const body = { wallet_address: issuer.wallet, amount: '1', ...(reason === undefined ? {} : { reason }) };
      const response = await call(endpoints.increaseWallet, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().deposit.reason).toBeNull();
      expect(await transfersAfter(since)).toEqual([{ kind: 'posted', reason: null }]);
      const [event] = await history('wallet', issuer.wallet);
      expect(event).toMatchObject({ action: AUDIT_ACTION.walletDeposit, reason: null });
    }
    const investor = await activeInvestor(h, admin);
    const cancelled = await call(endpoints.setInvestorActive, { id: investor.id, isActive: false });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await history('investor', investor.id))[0]).toMatchObject({
      action: AUDIT_ACTION.investorCancelled,
      reason: null,
    });
  });

  it('treats the same Idempotency-Key with another reason as another request (409), and the same one as a replay', async () => {
    const investor = await activeInvestor(h, admin);
    const key = randomUUID();
    const body = {
      id: investor.id,
      paymentType: investor.paymentType,
      paymentList: fundsList(investor, { 0: '1100' }),
      reason: 'Bonus for Q1',
    };
    const first = await call(endpoints.updateInvestorFunds, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const snapshot = await ledgerSnapshot(h);

    const replay = await call(endpoints.updateInvestorFunds, { ...body, reason: ' Bonus for Q1 ' }, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    for (const reason of ['Bonus for Q2', undefined]) {
      const other = await call(endpoints.updateInvestorFunds, { ...body, reason }, key);
      expect(other.statusCode, other.body).toBe(409);
      expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await ledgerSnapshot(h)).toBe(snapshot);

    // A deposit's key fingerprints the reason too; without one, an empty reason is the same request.
    const depositKey = randomUUID();
    const deposited = await call(endpoints.increaseWallet, { wallet_address: issuer.wallet, amount: '3' }, depositKey);
    expect(deposited.statusCode, deposited.body).toBe(200);
    const again = await call(
      endpoints.increaseWallet,
      { wallet_address: issuer.wallet, amount: '3', reason: '' },
      depositKey,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().deposit.id).toBe(deposited.json().deposit.id);
    const reasoned = await call(
      endpoints.increaseWallet,
      { wallet_address: issuer.wallet, amount: '3', reason: 'Late fee' },
      depositKey,
    );
    expect(reasoned.statusCode, reasoned.body).toBe(409);
    expect((await getInvestor(h, admin, investor.id)).investor.paymentList[0]!.amount).toBe('1100');
  });

  it('covers the reason by the audit chain: editing a stored reason breaks verification there', async () => {
    expect((await h.call(endpoints.verifyAudit, { session: admin })).json()).toMatchObject({ valid: true });
    const [row] = await h.db.query<{ seq: string }>(
      `SELECT seq::text AS seq FROM audit_events WHERE reason IS NOT NULL ORDER BY seq LIMIT 1`,
    );
    await h.db.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change');
    await h.db.query(`UPDATE audit_events SET reason = 'Something else' WHERE seq = $1::bigint`, [row!.seq]);
    await h.db.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change');
    expect((await h.call(endpoints.verifyAudit, { session: admin })).json()).toMatchObject({
      valid: false,
      firstBrokenSeq: row!.seq,
    });
  });
});
