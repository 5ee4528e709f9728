// The dashboard's data call: real figures after real operations, each card only for its area's view permission, the
// trigger-kept totals against recomputations (concurrent operations on PostgreSQL) and the migration's backfill.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  DASHBOARD_DEPOSIT_DAYS,
  DASHBOARD_UNLOCK_LIMIT,
  DashboardResponseSchema,
  InvestorListResponseSchema,
  LockedFundsListResponseSchema,
  WalletListResponseSchema,
  endpoints,
  fromBaseUnits,
  toBaseUnits,
  type Dashboard,
  type Endpoint,
  type Investor,
  type LockedFunds,
  type Permission,
} from '@blck/contract';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { testDatabases, type TestDatabase } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import {
  activeInvestor,
  fundsList,
  getInvestor,
  intakeInvestor,
  reviewInvestor,
  verifyBooks,
} from '../support/investors';
import { createIssuerFixture, type IssuerFixture } from '../support/issuers';

const MINUTE = 60_000;
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const units = (amount: string) => toBaseUnits(amount);
/** The keys of the dashboard that are cards (everything but generatedAt). */
const CARDS = [
  'investors',
  'issuerWallets',
  'investorFunds',
  'tokenValue',
  'validators',
  'depositsPerDay',
  'upcomingUnlocks',
] as const;

describe.each(testDatabases())('dashboard on $name', (database) => {
  let h: Harness;
  let all: SignedIn;
  // Sessions outlive the clock moves of these tests (months back and forth).
  beforeAll(async () => {
    h = await createHarness(database, { SESSION_IDLE_MINUTES: '1000000000', SESSION_MAX_HOURS: '10000000' });
    const admin = await h.createAdmin({ permissions: ALL_PERMISSIONS });
    all = await h.signIn(admin.email, admin.password);
  });
  afterAll(() => h?.close());

  const dashboard = async (session: SignedIn = all): Promise<Dashboard> => {
    const response = await h.call(endpoints.getDashboard, { session });
    expect(response.statusCode, response.body).toBe(200);
    return DashboardResponseSchema.parse(response.json()).dashboard;
  };
  const get = (endpoint: Endpoint, query: Record<string, string | number>, bearer = false) =>
    h.call(endpoint, {
      session: all,
      bearer,
      rawPath: `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    });
  const deposit = async (issuer: IssuerFixture, amount: string) => {
    const response = await h.call(endpoints.increaseWallet, {
      session: all,
      bearer: true,
      body: { wallet_address: issuer.wallet, amount },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** A whole minute `minutes` from the clock's now. */
  const inMinutes = (minutes: number) => new Date(Math.ceil(h.clock.now().getTime() / MINUTE + minutes) * MINUTE);
  const lock = async (investor: Investor, positions: number[], issuer: IssuerFixture, availableFrom: Date) => {
    const response = await h.call(endpoints.lockFunds, {
      session: all,
      body: {
        walletAddress: issuer.wallet,
        availableFrom: availableFrom.toISOString(),
        investorId: investor.id,
        paymentIds: positions.map((p) => investor.paymentList[p]!.id),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().lockedFunds as LockedFunds;
  };
  const withdraw = (investor: Investor, positions: number[], issuer: IssuerFixture) =>
    h.call(endpoints.withdrawFunds, {
      session: all,
      body: {
        walletAddress: issuer.wallet,
        investorId: investor.id,
        paymentIds: positions.map((p) => investor.paymentList[p]!.id),
      },
    });
  const setFunds = (investor: Investor, amounts: Record<number, string>) =>
    h.call(endpoints.updateInvestorFunds, {
      session: all,
      body: { id: investor.id, paymentType: investor.paymentType, paymentList: fundsList(investor, amounts) },
    });
  const cancel = async (investor: Investor) => {
    const response = await h.call(endpoints.setInvestorActive, {
      session: all,
      body: { id: investor.id, isActive: false },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** What the investors and wallets screens show, summed over every page of their lists. */
  const screens = async () => {
    let available = 0n;
    let locked = 0n;
    for (let page = 0; ; page++) {
      const { investors } = InvestorListResponseSchema.parse(
        (await get(endpoints.listInvestors, { page, perPage: 100, sort: 'createdAt', order: 'asc' })).json(),
      );
      for (const investor of investors) {
        available += units(investor.balances.available);
        locked += units(investor.balances.locked);
      }
      if (investors.length < 100) break;
    }
    let held = 0n;
    let wallets: number | undefined;
    for (let page = 0; ; page++) {
      const answer = WalletListResponseSchema.parse(
        (await get(endpoints.listWallets, { page, offset: 100 }, true)).json(),
      );
      for (const wallet of answer.wallets) held += units(wallet.amount);
      wallets = answer.total;
      if (answer.wallets.length < 100) break;
    }
    const totals = await Promise.all(
      (['pending', 'active', 'cancelled'] as const).map(
        async (status) =>
          InvestorListResponseSchema.parse(
            (await get(endpoints.listInvestors, { page: 0, perPage: 1, sort: 'createdAt', status })).json(),
          ).total,
      ),
    );
    return {
      investors: { pending: totals[0]!, active: totals[1]!, cancelled: totals[2]! },
      issuerWallets: { held: fromBaseUnits(held), wallets: wallets! },
      investorFunds: { locked: fromBaseUnits(locked), available: fromBaseUnits(available) },
    };
  };

  /** The trigger-kept totals equal the same sums recomputed from the accounts and the deposits. */
  const expectTotalsRecomputed = async () => {
    const [kept, computed, keptDays, computedDays] = await Promise.all([
      h.db.query(
        `SELECT kind, sum(accounts)::text AS accounts, sum(debits_posted)::text AS dp, sum(credits_posted)::text AS cp,
           sum(debits_pending)::text AS dn, sum(credits_pending)::text AS cn
         FROM ledger_kind_totals GROUP BY kind HAVING sum(accounts) > 0 ORDER BY kind`,
      ),
      h.db.query(
        `SELECT kind, count(*)::text AS accounts, sum(debits_posted)::text AS dp, sum(credits_posted)::text AS cp,
           sum(debits_pending)::text AS dn, sum(credits_pending)::text AS cn
         FROM ledger_accounts GROUP BY kind ORDER BY kind`,
      ),
      h.db.query(
        `SELECT day::text, sum(deposits)::text AS deposits, sum(amount)::text AS amount
         FROM deposit_day_counts GROUP BY day HAVING sum(deposits) > 0 ORDER BY day`,
      ),
      h.db.query(
        `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::text AS deposits, sum(amount)::text AS amount
         FROM deposits GROUP BY 1 ORDER BY 1`,
      ),
    ]);
    expect(kept).toEqual(computed);
    expect(keptDays).toEqual(computedDays);
  };

  it('is refused without a session', async () => {
    expect((await h.call(endpoints.getDashboard)).statusCode).toBe(401);
  });

  it('counts investors per status after intake, review, cancellation and removal', async () => {
    const before = (await dashboard()).investors!;
    const pending = await intakeInvestor(h);
    const reviewed = await reviewInvestor(h, all, await intakeInvestor(h));
    const cancelled = await reviewInvestor(h, all, await intakeInvestor(h));
    await cancel(cancelled);
    expect(pending.status).toBe('pending');
    expect((await dashboard()).investors).toEqual({
      pending: before.pending + 1,
      active: before.active + 1,
      cancelled: before.cancelled + 1,
    });
    // Removed: out of every count (its payments emptied first, as removal demands).
    expect((await setFunds(reviewed, { 0: '0', 1: '0' })).statusCode).toBe(200);
    const removal = await h.call(endpoints.removeInvestor, { session: all, params: { id: reviewed.id } });
    expect(removal.statusCode, removal.body).toBe(200);
    const after = (await dashboard()).investors!;
    expect(after).toEqual({ pending: before.pending + 1, active: before.active, cancelled: before.cancelled + 1 });
    expect(after).toEqual((await screens()).investors);
  });

  it('sums $BLCK held in issuer wallets after deposits, exactly, and counts the wallets', async () => {
    const before = (await dashboard()).issuerWallets!;
    const acme = await createIssuerFixture(h.db);
    const zenith = await createIssuerFixture(h.db);
    await createIssuerFixture(h.db, { kyc: false });
    expect((await dashboard()).issuerWallets).toEqual({ held: before.held, wallets: before.wallets + 3 });
    await deposit(acme, '1250.5');
    await deposit(acme, '0.000000000000000001');
    await deposit(zenith, '999999999999.999999999999999999');
    const after = (await dashboard()).issuerWallets!;
    expect(units(after.held) - units(before.held)).toBe(
      units('1250.5') + units('0.000000000000000001') + units('999999999999.999999999999999999'),
    );
    expect(after).toEqual((await screens()).issuerWallets);
  });

  it('shows investor funds available and locked after review, lock, withdrawal and decrease', async () => {
    const issuer = await createIssuerFixture(h.db);
    const funds = async () => {
      const { investorFunds } = await dashboard();
      return { available: units(investorFunds!.available), locked: units(investorFunds!.locked) };
    };
    const start = await funds();
    const pending = await intakeInvestor(h, { paymentList: [{ amount: '77', currency: 'USD' }] });
    expect(await funds(), 'nothing is in the ledger before the review').toEqual(start);
    const investor = await reviewInvestor(h, all, pending);
    expect(await funds()).toEqual({ available: start.available + units('77'), locked: start.locked });

    const other = await activeInvestor(h, all); // 1000 and 250.5
    const availableFrom = inMinutes(10);
    await lock(other, [0], issuer, availableFrom);
    expect(await funds()).toEqual({
      available: start.available + units('77') + units('250.5'),
      locked: start.locked + units('1000'),
    });

    const heldBefore = units((await dashboard()).issuerWallets!.held);
    h.clock.set(availableFrom);
    expect((await withdraw(other, [0], issuer)).statusCode).toBe(200);
    expect(await funds()).toEqual({ available: start.available + units('77') + units('250.5'), locked: start.locked });
    expect(units((await dashboard()).issuerWallets!.held)).toBe(heldBefore + units('1000'));

    expect((await setFunds(investor, { 0: '12.000000000000000001' })).statusCode).toBe(200);
    expect(await funds()).toEqual({
      available: start.available + units('12.000000000000000001') + units('250.5'),
      locked: start.locked,
    });
    // A refused change (the withdrawn payment cannot change) moves nothing.
    const refused = await setFunds((await getInvestor(h, all, other.id)).investor, { 0: '5', 1: '0' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await funds()).available).toBe(start.available + units('12.000000000000000001') + units('250.5'));
    const shown = await screens();
    const { investorFunds, issuerWallets } = await dashboard();
    expect(investorFunds).toEqual(shown.investorFunds);
    expect(issuerWallets).toEqual(shown.issuerWallets);
    await expectTotalsRecomputed();
    await verifyBooks(h);
  });

  it('gives the newest token value as an exact decimal with its time, following corrections', async () => {
    const [{ n }] = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blck_values')) as [{ n: number }];
    if (n === 0) expect((await dashboard()).tokenValue).toBeNull();
    const add = async (value: string) => {
      const response = await h.call(endpoints.addBlckValue, { session: all, body: { value } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().blckValue as { id: string; createdAt: string };
    };
    h.clock.advance(MINUTE);
    await add('1.25');
    h.clock.advance(MINUTE);
    const newest = await add('123456789012.123456789012345678');
    // An entry dated earlier is not the current value, even when entered later.
    await h.db.query(
      `INSERT INTO blck_values (id, value, created_at, updated_at) VALUES ($1, 5000000000000000000, $2, $2)`,
      [randomUUID(), new Date(h.clock.now().getTime() - DAY)],
    );
    expect((await dashboard()).tokenValue).toEqual({
      value: '123456789012.123456789012345678',
      currency: 'USD',
      since: newest.createdAt,
    });
    h.clock.advance(MINUTE);
    const corrected = await h.call(endpoints.updateBlckValue, {
      session: all,
      params: { id: newest.id },
      body: { value: '0.000000000000000001' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await dashboard()).tokenValue).toEqual({
      value: '0.000000000000000001',
      currency: 'USD',
      since: newest.createdAt,
    });
  });

  it('counts paired validators only', async () => {
    const before = (await dashboard()).validators!.paired;
    const insert = (status: string) =>
      h.db.query(
        `INSERT INTO custom_validators (id, session_hash_digest, status, node_name, created_at, paired_at, removed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          Buffer.from(randomUUID()),
          status,
          status === 'awaiting_pairing' ? null : 'node',
          h.clock.now(),
          status === 'awaiting_pairing' ? null : h.clock.now(),
          status === 'removed' ? h.clock.now() : null,
        ],
      );
    for (const status of ['paired', 'paired', 'awaiting_pairing', 'removed']) await insert(status);
    expect((await dashboard()).validators).toEqual({ paired: before + 2 });
  });

  it('gives 90 UTC days of deposits ending today on the clock, a deposit in the bucket of its UTC day', async () => {
    const issuer = await createIssuerFixture(h.db);
    const now = h.clock.now();
    const today = Math.floor(now.getTime() / DAY) * DAY;
    const first = today - (DASHBOARD_DEPOSIT_DAYS - 1) * DAY;
    const before = (await dashboard()).depositsPerDay!;
    expect(before.map((entry) => entry.day)).toEqual(
      Array.from({ length: DASHBOARD_DEPOSIT_DAYS }, (_, i) => isoDay(first + i * DAY)),
    );
    const dayTen = today - 10 * DAY;
    const at = async (ms: number, amount: string) => {
      h.clock.set(new Date(ms));
      await deposit(issuer, amount);
    };
    await at(dayTen + DAY - 1, '5'); // 23:59:59.999 UTC: still day −10
    await at(dayTen + DAY, '3.000000000000000001'); // 00:00 UTC: day −9
    await at(first, '11'); // the first day of the window, at its first instant
    await at(first - 1, '7'); // the last instant before the window
    await at(today - 100 * DAY, '13'); // long before
    h.clock.set(now);
    const after = (await dashboard()).depositsPerDay!;
    expect(after).toHaveLength(DASHBOARD_DEPOSIT_DAYS);
    const added: Record<string, [number, string]> = {
      [isoDay(dayTen)]: [1, '5'],
      [isoDay(dayTen + DAY)]: [1, '3.000000000000000001'],
      [isoDay(first)]: [1, '11'],
    };
    after.forEach((entry, i) => {
      const [deposits, amount] = added[entry.day] ?? [0, '0'];
      expect(entry.day).toBe(before[i]!.day);
      expect(entry.deposits, entry.day).toBe(before[i]!.deposits + deposits);
      expect(units(entry.amount), entry.day).toBe(units(before[i]!.amount) + units(amount));
    });
    // The window's deposits, counted straight from the history.
    const [reference] = await h.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM deposits
       WHERE created_at >= $1 AND created_at < $2`,
      [new Date(first), new Date(today + DAY)],
    );
    expect(after.reduce((sum, entry) => sum + entry.deposits, 0)).toBe(reference!.n);
    expect(after.reduce((sum, entry) => sum + units(entry.amount), 0n)).toBe(BigInt(reference!.total));

    // A day later on the clock the window moves: today's deposits are one day back, the first day's left it.
    h.clock.set(new Date(now.getTime() + DAY));
    const tomorrow = (await dashboard()).depositsPerDay!;
    h.clock.set(now);
    expect(tomorrow).toHaveLength(DASHBOARD_DEPOSIT_DAYS);
    expect(tomorrow[DASHBOARD_DEPOSIT_DAYS - 1]).toEqual({ day: isoDay(today + DAY), deposits: 0, amount: '0' });
    expect(tomorrow.slice(0, -1)).toEqual(after.slice(1));
    await expectTotalsRecomputed();
  });

  it('lists upcoming unlocks within 30 days, soonest first, without withdrawn or later ones', async () => {
    const issuer = await createIssuerFixture(h.db);
    const start = h.clock.now();
    const at = (ms: number) => new Date(Math.ceil((start.getTime() + ms) / MINUTE) * MINUTE);
    const investor = await activeInvestor(h, all, {
      investorName: `Unlocking ${randomUUID().slice(0, 6)}`,
      paymentList: ['100', '200', '300', '400'].map((amount) => ({ amount, currency: 'USD' })),
    });
    const in29 = await lock(investor, [0], issuer, at(29 * DAY));
    const in31 = await lock(investor, [1], issuer, at(31 * DAY));
    const in10 = await lock(investor, [2], issuer, at(10 * DAY));
    // Withdrawn a minute after its date; seen from before that date it would be upcoming, were it not withdrawn.
    const withdrawn = await lock(investor, [3], issuer, at(MINUTE));
    // Partly withdrawn, then its date moved 5 days on: what it still reserves is upcoming.
    const partner = await activeInvestor(h, all, {
      paymentList: ['70', '30.5'].map((amount) => ({ amount, currency: 'EUR' })),
    });
    const partial = await lock(partner, [0, 1], issuer, at(MINUTE));
    h.clock.set(at(2 * MINUTE));
    expect((await withdraw(investor, [3], issuer)).statusCode).toBe(200);
    expect((await withdraw(partner, [0], issuer)).statusCode).toBe(200);
    const moved = await h.call(endpoints.setLockAvailability, {
      session: all,
      body: { id: partial.id, availableFrom: at(5 * DAY).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    h.clock.set(start);

    const unlocks = (await dashboard()).upcomingUnlocks!;
    const ours = unlocks.filter((unlock) => [in29, in31, in10, withdrawn, partial].some((l) => l.id === unlock.id));
    expect(ours).toEqual([
      {
        id: partial.id,
        investorId: partner.id,
        investorName: partner.investorName,
        amount: '30.5',
        availableFrom: at(5 * DAY).toISOString(),
      },
      {
        id: in10.id,
        investorId: investor.id,
        investorName: investor.investorName,
        amount: '300',
        availableFrom: at(10 * DAY).toISOString(),
      },
      {
        id: in29.id,
        investorId: investor.id,
        investorName: investor.investorName,
        amount: '100',
        availableFrom: at(29 * DAY).toISOString(),
      },
    ]);
    await expectUnlocksAsScreenShows(unlocks);
  });

  /**
   * The unlocks equal what the locked-funds screen lists as locked, soonest first, filtered to (now, now + 30 days]:
   * the first DASHBOARD_UNLOCK_LIMIT of them (amounts as the screen shows, for locks not partly withdrawn).
   */
  const expectUnlocksAsScreenShows = async (unlocks: NonNullable<Dashboard['upcomingUnlocks']>) => {
    const now = h.clock.now().getTime();
    const locked: LockedFunds[] = [];
    for (let page = 0; ; page++) {
      const { lockedFunds } = LockedFundsListResponseSchema.parse(
        (
          await get(endpoints.listLockedFunds, {
            page,
            perPage: 100,
            sort: 'availableFrom',
            order: 'asc',
            status: 'locked',
          })
        ).json(),
      );
      locked.push(...lockedFunds);
      if (lockedFunds.length < 100) break;
    }
    const expected = locked
      .filter((l) => {
        const from = new Date(l.availableFrom).getTime();
        return from > now && from <= now + 30 * DAY;
      })
      .slice(0, DASHBOARD_UNLOCK_LIMIT);
    expect(unlocks.map((u) => u.id)).toEqual(expected.map((l) => l.id));
    expect(unlocks.map((u) => [u.investorId, u.investorName, u.availableFrom])).toEqual(
      expected.map((l) => [l.investorId, l.investorName, l.availableFrom]),
    );
    for (const [i, unlock] of unlocks.entries()) {
      const [parts] = await h.db.query<{ left: string; withdrawn: number }>(
        `SELECT coalesce(sum(amount) FILTER (WHERE withdrawn_at IS NULL), 0)::text AS left,
           count(*) FILTER (WHERE withdrawn_at IS NOT NULL)::int AS withdrawn
         FROM locked_fund_payments WHERE lock_id = $1`,
        [unlock.id],
      );
      expect(unlock.amount).toBe(fromBaseUnits(BigInt(parts!.left)));
      if (parts!.withdrawn === 0) expect(unlock.amount).toBe(expected[i]!.amount);
    }
  };

  it(`caps the upcoming unlocks at the ${DASHBOARD_UNLOCK_LIMIT} soonest`, async () => {
    const issuer = await createIssuerFixture(h.db);
    const count = DASHBOARD_UNLOCK_LIMIT + 2;
    const investor = await activeInvestor(h, all, {
      paymentList: Array.from({ length: count }, (_, i) => ({ amount: `${i + 1}`, currency: 'USD' })),
    });
    // From the last to the first, an hour apart: the list is sorted by date, not by creation.
    for (let i = count - 1; i >= 0; i--) await lock(investor, [i], issuer, inMinutes(60 * (i + 1)));
    const unlocks = (await dashboard()).upcomingUnlocks!;
    expect(unlocks).toHaveLength(DASHBOARD_UNLOCK_LIMIT);
    const times = unlocks.map((u) => u.availableFrom);
    expect([...times].sort()).toEqual(times);
    await expectUnlocksAsScreenShows(unlocks);
    // The soonest of this investor's are in, with their amounts; the two latest are not.
    const ours = unlocks.filter((u) => u.investorId === investor.id);
    expect(ours.slice(0, 3).map((u) => u.amount)).toEqual(['1', '2', '3']);
    expect(ours.map((u) => u.amount)).not.toContain(`${count}`);
  });

  describe('cards by permission', () => {
    const asAdmin = async (permissions: readonly Permission[]) => {
      const admin = await h.createAdmin({ permissions });
      return dashboard(await h.signIn(admin.email, admin.password));
    };
    const shown = (d: Dashboard) => CARDS.filter((card) => d[card] !== null);

    it('shows an admin with only investors.view the investors card only', async () => {
      const d = await asAdmin(['investors.view']);
      expect(shown(d)).toEqual(['investors']);
      expect(d.investors).toEqual((await dashboard()).investors);
      expect(d.generatedAt).toBe(h.clock.now().toISOString());
    });

    it('shows an admin without permissions no card', async () => {
      const d = await asAdmin([]);
      expect(shown(d)).toEqual([]);
      expect(d).toEqual({
        investors: null,
        issuerWallets: null,
        investorFunds: null,
        tokenValue: null,
        validators: null,
        depositsPerDay: null,
        upcomingUnlocks: null,
        generatedAt: h.clock.now().toISOString(),
      });
    });

    it.each([
      ['wallets.view', ['issuerWallets']],
      ['lockedFunds.view', ['investorFunds', 'upcomingUnlocks']],
      ['blckValue.view', ['tokenValue']],
      ['validators.view', ['validators']],
      ['histories.view', ['depositsPerDay']],
      ['blckValue.manage', ['tokenValue']],
      ['histories.manage', ['depositsPerDay']],
      ['lockedFunds.manage', ['investorFunds', 'upcomingUnlocks']],
    ] as const)('shows an admin with only %s the cards %j (manage implies view)', async (permission, cards) => {
      await h.db.query(
        `INSERT INTO blck_values (id, value, created_at, updated_at) SELECT $1, 1, $2, $2
         WHERE NOT EXISTS (SELECT 1 FROM blck_values)`,
        [randomUUID(), h.clock.now()],
      );
      const d = await asAdmin([permission]);
      expect(shown(d)).toEqual(cards);
      const full = await dashboard();
      for (const card of cards) expect(d[card]).toEqual(full[card]);
    });

    it('hides each card from an admin holding every permission but its area', async () => {
      const d = await asAdmin(ALL_PERMISSIONS.filter((p) => !p.startsWith('lockedFunds.')));
      expect(shown(d)).toEqual(['investors', 'issuerWallets', 'tokenValue', 'validators', 'depositsPerDay']);
    });
  });

  it('keeps the totals equal to recomputed sums after a mix of concurrent money operations', async () => {
    const issuers = await Promise.all([0, 1, 2].map(() => createIssuerFixture(h.db)));
    const investors: Investor[] = [];
    for (let i = 0; i < 6; i++) investors.push(await activeInvestor(h, all));
    const [inc, dec, lockA, lockB, out, mixed] = investors as [
      Investor,
      Investor,
      Investor,
      Investor,
      Investor,
      Investor,
    ];
    await lock(out, [0, 1], issuers[2]!, inMinutes(1));
    await lock(mixed, [1], issuers[1]!, inMinutes(1));
    h.clock.advance(2 * MINUTE);
    const answers = await Promise.all([
      ...issuers.flatMap((issuer, i) =>
        ['1', '2.5', '0.000000000000000003'].map((amount) =>
          h.call(endpoints.increaseWallet, {
            session: all,
            bearer: true,
            body: { wallet_address: issuer.wallet, amount: `${i + 1}${amount}` },
          }),
        ),
      ),
      setFunds(inc, { 0: '5000', 1: '250.500000000000000001' }),
      setFunds(dec, { 0: '1', 1: '0' }),
      h.call(endpoints.lockFunds, {
        session: all,
        body: {
          walletAddress: issuers[0]!.wallet,
          availableFrom: inMinutes(60).toISOString(),
          investorId: lockA.id,
          paymentIds: lockA.paymentList.map((p) => p.id),
        },
      }),
      h.call(endpoints.lockFunds, {
        session: all,
        body: {
          walletAddress: issuers[1]!.wallet,
          availableFrom: inMinutes(60).toISOString(),
          investorId: lockB.id,
          paymentIds: [lockB.paymentList[0]!.id],
        },
      }),
      withdraw(out, [0, 1], issuers[2]!),
      withdraw(mixed, [1], issuers[1]!),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await expectTotalsRecomputed();
    await verifyBooks(h);
    const d = await dashboard();
    const screen = await screens();
    expect({ investors: d.investors, issuerWallets: d.issuerWallets, investorFunds: d.investorFunds }).toEqual(screen);
    // A transaction that rolls back leaves no trace in the totals.
    await expect(
      h.db.transaction(async (tx) => {
        await tx.query(`UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE kind = 'issuer_wallet'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectTotalsRecomputed();
    expect((await dashboard()).issuerWallets).toEqual(d.issuerWallets);
  });

  it('backfills the totals from the accounts and deposits that exist when the migration runs', async () => {
    await expectBackfill(database);
  });
});

/** Applies the migrations before 0009 to a new database, writes accounts and deposits, then applies the rest. */
const expectBackfill = async (database: TestDatabase) => {
  const { db, drop } = await database.create(loadMigrations().filter((m) => m.name < '0009'));
  try {
    const id = () => randomUUID();
    const [external, wallet, payment, issuer] = [id(), id(), id(), id()];
    await db.query(
      `INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at, debits_posted, credits_posted,
         debits_pending, credits_pending)
       VALUES ($1, 'external', 'BLCK:0', 'BLCK', false, now(), 3000000000000000000001, 0, 0, 0),
              ($2, 'issuer_wallet', '0xabc', 'BLCK', true, now(), 0, 1000000000000000000001, 0, 400),
              ($3, 'investor_payment', 'p', 'BLCK', true, now(), 400, 2000000000000000000400, 400, 0)`,
      [external, wallet, payment],
    );
    await db.query(
      `INSERT INTO issuers (id, issuer_type, email, company_name, first_name, last_name, payment_type, wallet,
         kyc_completed_at, created_at, updated_at)
       VALUES ($1, 'company', 'backfill@example.com', 'Backfill', 'Ada', 'Byron', 'crypto', '0xabc', now(), now(), now())`,
      [issuer],
    );
    const transfer = id();
    await db.query(
      `INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, created_at)
       VALUES ($1, $2, $3, 1, 'posted', now())`,
      [transfer, external, wallet],
    );
    for (const [at, amount] of [
      ['2026-01-01T23:59:59Z', '1000000000000000000000'],
      ['2026-01-01T00:00:00Z', '1'],
      ['2026-01-02T00:00:00Z', '7'],
    ] as const) {
      await db.query(
        `INSERT INTO deposits (id, transfer_id, issuer_id, wallet_address, issuer_name, issuer_email, amount, balance_after,
           created_at)
         VALUES ($1, $2, $3, '0xabc', 'Backfill', 'backfill@example.com', $4::numeric, 0, $5)`,
        [id(), transfer, issuer, amount, at],
      );
    }
    expect(await migrate(db)).toContain('0009_dashboard_totals');
    expect(
      await db.query(
        `SELECT kind, sum(accounts)::int AS accounts, sum(debits_posted)::text AS dp, sum(credits_posted)::text AS cp,
           sum(debits_pending)::text AS dn, sum(credits_pending)::text AS cn
         FROM ledger_kind_totals GROUP BY kind ORDER BY kind`,
      ),
    ).toEqual([
      { kind: 'external', accounts: 1, dp: '3000000000000000000001', cp: '0', dn: '0', cn: '0' },
      { kind: 'investor_payment', accounts: 1, dp: '400', cp: '2000000000000000000400', dn: '400', cn: '0' },
      { kind: 'issuer_wallet', accounts: 1, dp: '0', cp: '1000000000000000000001', dn: '0', cn: '400' },
    ]);
    expect(
      await db.query(
        `SELECT day::text, sum(deposits)::int AS deposits, sum(amount)::text AS amount FROM deposit_day_counts
         GROUP BY day ORDER BY day`,
      ),
    ).toEqual([
      { day: '2026-01-01', deposits: 2, amount: '1000000000000000000001' },
      { day: '2026-01-02', deposits: 1, amount: '7' },
    ]);
  } finally {
    await drop();
  }
};
