// Issuer wallet deposits through the ledger, with idempotency, the suspended-currency freeze, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentAdminResponseSchema, endpoints, type IncreaseWalletAnswer } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';

describe.each(testDatabases())('issuer wallets on $name', (database) => {
  let h: Harness;
  let funds: SignedIn;
  let officer: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin({ permissions: ['funds.manage', 'wallets.view', 'histories.view'] });
    funds = await h.signIn(a.email, a.password);
    const b = await h.createAdmin({ permissions: ['officialWallets.manage'] });
    officer = await h.signIn(b.email, b.password);
  });
  afterAll(() => h?.close());

  const deposit = (wallet: string, amount: unknown, key?: string, session = funds) =>
    h.call(endpoints.increaseWallet, {
      session,
      bearer: true,
      body: { wallet_address: wallet, amount },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const ledgerSnapshot = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query('SELECT count(*)::int AS n FROM ledger_transfers'),
        h.db.query('SELECT count(*)::int AS n FROM deposits'),
        h.db.query('SELECT id, credits_posted::text, debits_posted::text FROM ledger_accounts ORDER BY id'),
      ]),
    );
  const verifyBooks = async () => {
    const verdict = await h.app.ledger.verify(h.db);
    expect(verdict.mismatches).toEqual([]);
    expect(verdict.balanced).toBe(true);
  };

  it('deposits into an issuer wallet: balance, deposit history, audit, and exact decimals', async () => {
    const issuer = await createIssuerFixture(h.db);
    const first = await deposit(issuer.wallet, '1250.5');
    expect(first.statusCode).toBe(200);
    expect(first.json().wallet).toMatchObject({
      wallet_address: issuer.wallet,
      amount: '1250.5',
      issuer_id: issuer.id,
      issuer_name: issuer.name,
    });
    expect(first.json().deposit).toMatchObject({ amount: '1250.5', balanceAfter: '1250.5', email: issuer.email });
    const second = await deposit(issuer.wallet.toLowerCase(), '0.000000000000000001');
    expect(second.json().wallet.amount).toBe('1250.500000000000000001');
    expect(second.json().deposit.balanceAfter).toBe('1250.500000000000000001');

    const listed = await h.call(endpoints.searchWallets, {
      session: funds,
      bearer: true,
      rawPath: `/api/v1/wallets/search/admin?search=${issuer.wallet.slice(2, 12)}`,
    });
    expect(listed.json().wallets).toEqual([
      expect.objectContaining({ wallet_address: issuer.wallet, amount: '1250.500000000000000001' }),
    ]);
    const history = await h.call(endpoints.searchHistories, { session: funds, body: { search: issuer.email } });
    expect(history.json().total).toBe(2);
    const [event] = await h.db.query<{ after: { amount: string } }>(
      `SELECT after FROM audit_events WHERE action = 'wallet.deposit' AND resource_id = $1 ORDER BY seq LIMIT 1`,
      [issuer.wallet],
    );
    expect(event!.after.amount).toBe('1250.5');
    await verifyBooks();
  });

  it('refuses bad amounts with a clear message and moves nothing', async () => {
    const issuer = await createIssuerFixture(h.db);
    const before = await ledgerSnapshot();
    const cases: Array<[unknown, RegExp]> = [
      ['0', /more than 0/],
      ['-5', /digits with an optional decimal point/],
      ['1e3', /without an exponent/],
      [`1.${'1'.repeat(19)}`, /at most 18 decimal places/],
      ['9'.repeat(79), /at most 60 whole digits/],
      [1000, /written as a string of digits/],
      ['', /Enter an amount/],
    ];
    for (const [amount, message] of cases) {
      const response = await deposit(issuer.wallet, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await ledgerSnapshot()).toBe(before);
  });

  it('refuses a malformed, mis-checksummed or unknown wallet, and an issuer without KYC', async () => {
    const before = await ledgerSnapshot();
    expect((await deposit('0x123', '10')).json().message).toBe(
      'Enter a wallet address (0x followed by 40 hexadecimal characters).',
    );
    // EIP-55's own example 0x52908400098527886E0F7030069857D2E4169EE7 with one letter's case changed.
    const badChecksum = await deposit('0x52908400098527886e0F7030069857D2E4169EE7', '10');
    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json().error).toBe('BAD_CHECKSUM');
    const unknown = await deposit('0x' + '1'.repeat(40), '10');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No issuer owns this wallet.');
    const pending = await createIssuerFixture(h.db, { kyc: false });
    expect((await deposit(pending.wallet, '10')).json().error).toBe('KYC_PENDING');
    expect(await ledgerSnapshot()).toBe(before);
  });

  it('freezes every deposit while the BLCK official wallet is suspended', async () => {
    const issuer = await createIssuerFixture(h.db);
    const suspend = (isActive: boolean) =>
      h.call(endpoints.suspendOfficialWallet, {
        session: officer,
        bearer: true,
        body: { is_active: isActive, currency: 'BLCK' },
      });
    expect((await suspend(false)).json().wallet).toMatchObject({ currency: 'BLCK', is_active: false });
    const before = await ledgerSnapshot();
    const frozen = await deposit(issuer.wallet, '10');
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({
      error: 'CURRENCY_SUSPENDED',
      message: 'The BLCK official wallet is suspended: no balance in BLCK can change until it is activated again.',
    });
    expect(await ledgerSnapshot()).toBe(before);
    expect((await suspend(true)).json().wallet.is_active).toBe(true);
    expect((await deposit(issuer.wallet, '10')).statusCode).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the stored answer, and refuses it with another amount', async () => {
    const issuer = await createIssuerFixture(h.db);
    const key = `key-${issuer.id}`;
    const first = await deposit(issuer.wallet, '75', key);
    const again = await deposit(issuer.wallet, '75', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const before = await ledgerSnapshot();
    const other = await deposit(issuer.wallet, '76', key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ledgerSnapshot()).toBe(before);
    const wallet = (
      await h.call(endpoints.searchWallets, {
        session: funds,
        bearer: true,
        rawPath: `/api/v1/wallets/search/admin?search=${issuer.email}`,
      })
    ).json().wallets[0];
    expect(wallet.amount).toBe('75');
    expect(await deposit(issuer.wallet, '1', ' bad key')).toMatchObject({ statusCode: 400 });
  });

  it('sends the same key 50 times concurrently: money moves once and every answer is the same', async () => {
    if (database.name !== 'postgres') return;
    const issuer = await createIssuerFixture(h.db);
    const key = `burst-${issuer.id}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(issuer.wallet, '15', key)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json().wallet.amount).toBe('15');
    const [{ n }] = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE issuer_id = $1', [
      issuer.id,
    ])) as [{ n: number }];
    expect(n).toBe(1);
    await verifyBooks();
  });

  it('runs deposits that arrive together in one transaction, each with the answer, refusal or replay it has alone', async () => {
    const first = await createIssuerFixture(h.db);
    const second = await createIssuerFixture(h.db);
    const pending = await createIssuerFixture(h.db, { kyc: false });
    const { admin } = CurrentAdminResponseSchema.parse(
      (await h.call(endpoints.currentAdmin, { session: funds })).json(),
    );
    const context = { actorId: admin.id, actorEmail: admin.email, requestId: 'together', ip: '127.0.0.1' };
    const increase = (walletAddress: string, amount: string, key: string | null) =>
      h.app.services.wallets.increase(admin, { walletAddress, amount }, context, key);
    const key = (n: number) => `together-${first.id}-${n}`;
    const auditBefore = await h.auditCount();
    // Started in one turn of the event loop: they reach the deposit together.
    const results = await Promise.allSettled([
      increase(first.wallet, '10', key(1)),
      increase(first.wallet, '20', key(2)),
      increase(second.wallet, '5', null),
      increase(pending.wallet, '7', key(3)),
      increase(`0x${'2'.repeat(40)}`, '8', key(4)),
      increase(first.wallet, '10', key(1)),
      increase(first.wallet, '99', key(2)),
    ]);
    const answer = (index: number) => (results[index] as PromiseFulfilledResult<IncreaseWalletAnswer>).value;
    const refusal = (index: number) => (results[index] as PromiseRejectedResult).reason as { code: string };
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    // In order, as one after another: the second deposit into the first wallet sees the first one.
    expect(answer(0).deposit.balanceAfter).toBe('10');
    expect(answer(1).deposit.balanceAfter).toBe('30');
    expect(answer(1).wallet.amount).toBe('30');
    expect(answer(2).wallet).toMatchObject({ walletAddress: second.wallet, amount: '5' });
    expect(refusal(3).code).toBe('KYC_PENDING');
    expect(refusal(4).code).toBe('WALLET_NOT_FOUND');
    expect(answer(5)).toEqual(answer(0));
    expect(refusal(6).code).toBe('IDEMPOTENCY_KEY_REUSED');

    const ids = [answer(0), answer(1), answer(2)].map(({ deposit }) => deposit.id);
    const transactions = await h.db.query<{ tx: string }>(
      'SELECT DISTINCT xmin::text AS tx FROM deposits WHERE id = ANY ($1)',
      [ids],
    );
    expect(transactions).toHaveLength(1);
    expect(await h.auditCount()).toBe(auditBefore + 3);
    // A refused deposit gives its key back: the same key goes through once the issuer's KYC is done.
    const leftBehind = await h.db.query('SELECT 1 FROM idempotency_keys WHERE key = ANY ($1)', [[key(3), key(4)]]);
    expect(leftBehind).toEqual([]);
    await h.db.query('UPDATE issuers SET kyc_completed_at = now() WHERE id = $1', [pending.id]);
    expect((await increase(pending.wallet, '7', key(3))).wallet.amount).toBe('7');
    await verifyBooks();
  });

  it('lists official wallets, the active ones, and refuses an unknown currency', async () => {
    const viewer = await h.createAdmin({ permissions: ['officialWallets.view'] });
    const session = await h.signIn(viewer.email, viewer.password);
    await h.call(endpoints.suspendOfficialWallet, {
      session: officer,
      bearer: true,
      body: { is_active: false, currency: 'JPY' },
    });
    const all = await h.call(endpoints.listOfficialWallets, {
      session,
      bearer: true,
      rawPath: '/api/v1/officials/wallets/admin?offset=100',
    });
    expect(all.json().total).toBe(10);
    expect(all.json().wallets.find((w: { currency: string }) => w.currency === 'JPY').is_active).toBe(false);
    const active = await h.call(endpoints.listActiveOfficialWallets, { session, bearer: true });
    expect(active.json().data.map((w: { currency: string }) => w.currency)).not.toContain('JPY');
    const searched = await h.call(endpoints.listOfficialWallets, {
      session,
      bearer: true,
      rawPath: '/api/v1/officials/wallets/admin?search=us',
    });
    expect(
      searched
        .json()
        .wallets.map((w: { currency: string }) => w.currency)
        .sort(),
    ).toEqual(['USD', 'USDC']);
    const unknown = await h.call(endpoints.suspendOfficialWallet, {
      session: officer,
      bearer: true,
      body: { is_active: false, currency: 'XYZ' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await h.call(endpoints.suspendOfficialWallet, {
          session,
          bearer: true,
          body: { is_active: true, currency: 'JPY' },
        })
      ).statusCode,
    ).toBe(403);
    await h.call(endpoints.suspendOfficialWallet, {
      session: officer,
      bearer: true,
      body: { is_active: true, currency: 'JPY' },
    });
  });
});
