// Amounts past MAX_AMOUNT are refused before they reach the ledger, and counters that aggregate many movements
// cannot overflow: a database whose pooled accounts were saturated before migration 0011 keeps answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT, endpoints } from '@blck/contract';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { createPostgresDatabase, postgresUrl, testDatabases, type TestDatabase } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import { intakeBody, intakeInvestor, reviewBody } from '../support/investors';

const SIXTY_NINES = '9'.repeat(60);

describe.each(testDatabases())('amount limits on $name', (database) => {
  let h: Harness;
  let admin: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin();
    admin = await h.signIn(a.email, a.password);
  });
  afterAll(() => h?.close());

  const books = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query('SELECT count(*)::int AS n FROM ledger_transfers'),
        h.db.query('SELECT count(*)::int AS n FROM investor_payments'),
        h.db.query('SELECT count(*)::int AS n FROM audit_events'),
      ]),
    );

  it('refuses a deposit, a declared payment, a review and a funds change above MAX_AMOUNT with a sentence', async () => {
    const issuer = await createIssuerFixture(h.db);
    const investor = await intakeInvestor(h);
    const before = await books();
    const overMax = `${MAX_AMOUNT}.000000000000000001`;
    const attempts = [
      h.call(endpoints.increaseWallet, {
        session: admin,
        bearer: true,
        body: { wallet_address: issuer.wallet, amount: SIXTY_NINES },
      }),
      h.call(endpoints.increaseWallet, {
        session: admin,
        bearer: true,
        body: { wallet_address: issuer.wallet, amount: overMax },
      }),
      h.call(endpoints.intakeInvestor, {
        headers: { 'x-api-key': INTAKE_KEY },
        body: intakeBody({ paymentList: [{ amount: SIXTY_NINES, currency: 'USD' }] }),
      }),
      h.call(endpoints.reviewInvestor, { session: admin, body: reviewBody(investor, [SIXTY_NINES, '1']) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'BAD_REQUEST' });
      expect(response.json().message).toMatch(/at most 1,000,000,000,000,000,000,000,000,000,000 \$BLCK/);
    }
    expect(await books()).toBe(before);
    const atMax = await h.call(endpoints.increaseWallet, {
      session: admin,
      bearer: true,
      body: { wallet_address: issuer.wallet, amount: MAX_AMOUNT },
    });
    expect(atMax.statusCode, atMax.body).toBe(200);
  });
});

/**
 * A database with every migration but 0011: its pooled counters are still NUMERIC(78, 0), as they were when a deposit
 * of 60 nines could commit, while its other columns are the ones today's code writes (0014's reasons, say). 0016's and
 * 0017's views over those counters wait too (a column under a view cannot change type), and so does 0028, which
 * redefines one of 0016's views, with 0030, which tunes 0028's column; migrate() applies them all.
 */
const beforeMigration0011 = (base: TestDatabase): TestDatabase => ({
  name: base.name,
  create: async () => {
    const older = loadMigrations().filter((migration) => !/^(0011|0016|0017|0028|0030)_/.test(migration.name));
    let db: Db;
    let drop: () => Promise<void>;
    if (base.name === 'pglite') {
      db = await createPgliteDb();
      drop = () => db.close();
    } else {
      const created = await createPostgresDatabase(postgresUrl()!);
      db = createPostgresDb(created.url, { max: 20 });
      drop = async () => {
        await db.close();
        await created.drop();
      };
    }
    await migrate(db, older);
    return { db, url: null, drop };
  },
});

describe.each(testDatabases())('a saturated pool repaired by migration 0011 on $name', (database) => {
  let h: Harness;
  let admin: SignedIn;
  beforeAll(async () => {
    h = await createHarness(beforeMigration0011(database));
    const a = await h.createAdmin();
    admin = await h.signIn(a.email, a.password);
  });
  afterAll(() => h?.close());

  it('keeps every later deposit answering 200 and the books balanced', async () => {
    const saturated = await createIssuerFixture(h.db);
    const maxUnits = 10n ** 78n - 1n;
    await h.db.transaction((tx) =>
      h.app.ledger.transfer(tx, {
        debit: h.app.ledger.externalSpec('BLCK'),
        credit: { kind: 'issuer_wallet', owner: saturated.wallet.toLowerCase(), currency: 'BLCK', noOverdraft: true },
        amount: maxUnits,
        adminId: null,
      }),
    );
    await migrate(h.db);

    const issuer = await createIssuerFixture(h.db);
    const statuses: number[] = [];
    for (let i = 0; i < 48; i++) {
      const response = await h.call(endpoints.increaseWallet, {
        session: admin,
        bearer: true,
        body: { wallet_address: issuer.wallet, amount: '1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const verdict = await h.app.ledger.verify(h.db);
    expect(verdict.mismatches).toEqual([]);
    expect(verdict.balanced).toBe(true);
    // The saturated wallet's own balance cannot be written into a deposit row any more: a 422, not a 500.
    const intoSaturated = await h.call(endpoints.increaseWallet, {
      session: admin,
      bearer: true,
      body: { wallet_address: saturated.wallet, amount: '1' },
    });
    expect(intoSaturated.statusCode, intoSaturated.body).toBe(422);
    expect(intoSaturated.json()).toMatchObject({ success: false, error: 'AMOUNT_OUT_OF_RANGE' });
    const dashboard = await h.call(endpoints.getDashboard, { session: admin });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
  });
});
