// The issuer calls: intake, list and search, details with the ledger balance, type and payment type, KYC,
// the custom token, permissions and the audit trail; every refused call changes nothing.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type Issuer, type Permission } from '@blck/contract';
import { toChecksumAddress } from '../../src/lib/wallet-address';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type CallOptions, type Harness, type SignedIn } from '../support/harness';

/** A fresh wallet address in lower case, and its EIP-55 form. */
const newWallet = () => {
  const lower = `0x${createHash('sha256').update(randomUUID()).digest('hex').slice(0, 40)}`;
  return { lower, checksummed: toChecksumAddress(lower) };
};

/** The checksummed address with the case of one letter flipped: a typing mistake the checksum catches. */
/**
 * The address with one letter's case flipped, so its checksum is wrong. Not one that leaves every letter in one case:
 * an all-lower or all-upper address carries no checksum at all (EIP-55) and is rightly accepted.
 */
const withBadChecksum = (checksummed: string) => {
  for (let index = 2; index < checksummed.length; index++) {
    const char = checksummed[index]!;
    if (!/[a-fA-F]/.test(char)) continue;
    const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
    const changed = `${checksummed.slice(0, index)}${flipped}${checksummed.slice(index + 1)}`;
    const hex = changed.slice(2);
    if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase()) return changed;
  }
  throw new Error(`${checksummed} has no letter whose case can be flipped into a wrong checksum.`);
};

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('issuers on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  let viewer: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const signedIn = async (permissions: Permission[]) => {
      const admin = await h.createAdmin({ permissions });
      return h.signIn(admin.email, admin.password);
    };
    manager = await signedIn(['issuers.manage']);
    viewer = await signedIn(['issuers.view']);
  });
  afterAll(() => h?.close());

  const intakeBody = (overrides: Record<string, unknown> = {}) => {
    const tag = randomUUID().slice(0, 8);
    return {
      email: `issuer-${tag}@example.com`,
      issuerType: 'company',
      firstName: 'Ada',
      lastName: 'Byron',
      companyName: `Acme ${tag}`,
      paymentType: 'crypto',
      wallet: newWallet().lower,
      ...overrides,
    };
  };
  const intake = (body: unknown, headers: Record<string, string> = { 'x-api-key': INTAKE_KEY }) =>
    h.call(endpoints.intakeIssuer, { body, headers });
  const newIssuer = async (overrides: Record<string, unknown> = {}): Promise<Issuer> => {
    const response = await intake(intakeBody(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().issuer;
  };
  const kyc = (issuer: Issuer, overrides: Record<string, unknown> = {}, session = manager) =>
    h.call(endpoints.finishKyc, {
      session,
      body: {
        email: issuer.email,
        issuerType: issuer.issuerType,
        firstName: issuer.firstName,
        lastName: issuer.lastName,
        companyName: issuer.companyName ?? '',
        ...overrides,
      },
    });
  const verifiedIssuer = async (overrides: Record<string, unknown> = {}) => {
    const issuer = await newIssuer(overrides);
    expect((await kyc(issuer)).statusCode).toBe(200);
    return issuer;
  };
  const tokenBody = (issuer: Issuer, overrides: Record<string, unknown> = {}) => ({
    title: 'Acme Token',
    prefix: 'ACME',
    walletAddress: issuer.wallet,
    currency: 'USD',
    ...overrides,
  });

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query('SELECT * FROM issuers ORDER BY id'),
        h.db.query('SELECT * FROM custom_tokens ORDER BY issuer_id'),
        h.db.query('SELECT count(*)::int AS n FROM audit_events'),
      ]),
    );
  /** Calls that must be refused with this status and message, leaving every issuer row as it was. */
  const expectRefusedWithoutChange = async (
    calls: Array<[Endpoint, CallOptions, number, string | RegExp]>,
  ): Promise<void> => {
    const before = await snapshot();
    for (const [endpoint, options, status, message] of calls) {
      const response = await h.call(endpoint, options);
      expect(response.statusCode, `${endpoint.operationId}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
      if (typeof message === 'string') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(message);
    }
    expect(await snapshot()).toBe(before);
  };
  const auditOf = (resourceId: string, action: string) =>
    h.db.query<{ actor_id: string | null; before: unknown; after: unknown }>(
      `SELECT actor_id, before, after FROM audit_events WHERE resource = 'issuer' AND resource_id = $1 AND action = $2
       ORDER BY seq`,
      [resourceId, action],
    );
  const list = (endpoint: Endpoint, query: string) =>
    h.call(endpoint, { session: viewer, rawPath: `${endpoint.path}?${query}` });

  describe('intake', () => {
    it('creates a pending-KYC issuer with the intake key, storing the checksummed wallet and audited', async () => {
      const wallet = newWallet();
      const body = intakeBody({ email: 'New.Issuer@Example.com', wallet: wallet.lower });
      const response = await intake(body);
      expect(response.statusCode, response.body).toBe(200);
      const issuer = response.json().issuer as Issuer;
      expect(issuer).toMatchObject({
        email: 'new.issuer@example.com',
        issuerType: 'company',
        companyName: body.companyName,
        firstName: 'Ada',
        lastName: 'Byron',
        paymentType: 'crypto',
        wallet: wallet.checksummed,
        balance: '0',
        kycStatus: 'pending',
        kycCompletedAt: null,
        customToken: null,
      });
      const [event] = await auditOf(issuer.id, 'issuer.registered');
      expect(event).toMatchObject({
        actor_id: null,
        after: { email: 'new.issuer@example.com', wallet: wallet.checksummed, kycStatus: 'pending' },
      });

      const person = await newIssuer({ issuerType: 'individual', companyName: 'Stray Ltd' });
      expect(person.companyName).toBeNull();
      const noCompanyField = await newIssuer({ issuerType: 'individual', companyName: undefined });
      expect(noCompanyField.companyName).toBeNull();
    });

    it('refuses a missing or wrong key, taken emails and wallets, a company without a name and a bad checksum', async () => {
      const taken = await newIssuer();
      const wallet = newWallet();
      await expectRefusedWithoutChange([
        [endpoints.intakeIssuer, { body: intakeBody() }, 401, 'A valid intake API key is required.'],
        [
          endpoints.intakeIssuer,
          { body: intakeBody(), headers: { 'x-api-key': 'wrong-key' } },
          401,
          'A valid intake API key is required.',
        ],
        [endpoints.intakeIssuer, { body: intakeBody(), session: manager }, 401, 'A valid intake API key is required.'],
        [
          endpoints.intakeIssuer,
          { body: intakeBody({ email: taken.email.toUpperCase() }), headers: { 'x-api-key': INTAKE_KEY } },
          409,
          'An issuer with this email already exists.',
        ],
        [
          endpoints.intakeIssuer,
          {
            body: intakeBody({ wallet: `0x${taken.wallet!.slice(2).toUpperCase()}` }),
            headers: { 'x-api-key': INTAKE_KEY },
          },
          409,
          'This wallet already belongs to an issuer.',
        ],
        [
          endpoints.intakeIssuer,
          { body: intakeBody({ companyName: '  ' }), headers: { 'x-api-key': INTAKE_KEY } },
          422,
          'Enter the company name: this issuer is a company.',
        ],
        [
          endpoints.intakeIssuer,
          { body: intakeBody({ companyName: undefined }), headers: { 'x-api-key': INTAKE_KEY } },
          422,
          'Enter the company name: this issuer is a company.',
        ],
        [
          endpoints.intakeIssuer,
          { body: intakeBody({ wallet: withBadChecksum(wallet.checksummed) }), headers: { 'x-api-key': INTAKE_KEY } },
          400,
          'This wallet address has a wrong checksum: check it for a typing mistake.',
        ],
        [
          endpoints.intakeIssuer,
          { body: intakeBody({ wallet: '0x1234' }), headers: { 'x-api-key': INTAKE_KEY } },
          400,
          'Enter a wallet address (0x followed by 40 hexadecimal characters).',
        ],
      ]);
    });

    it('lets exactly one of several simultaneous intakes of the same email through', async () => {
      const email = `race-${randomUUID().slice(0, 8)}@example.com`;
      const responses = await Promise.all(Array.from({ length: 6 }, () => intake(intakeBody({ email }))));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      for (const r of responses.filter((r) => r.statusCode === 409))
        expect(r.json().message).toBe('An issuer with this email already exists.');
      const [row] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM issuers WHERE email = $1', [email]);
      expect(row!.n).toBe(1);
    });
  });

  describe('list and search', () => {
    let tag: string;
    let made: Issuer[];
    beforeAll(async () => {
      tag = `zq${randomUUID().slice(0, 6)}`;
      made = [];
      for (const [first, last, company] of [
        ['Carla', 'Zimmer', `Beta ${tag} GmbH`],
        ['alice', 'young', `alpha ${tag} Ltd`],
        ['Bob', 'Xu', null],
      ] as const) {
        made.push(
          await newIssuer({
            email: `${first.toLowerCase()}.${tag}@example.com`,
            firstName: first,
            lastName: last,
            issuerType: company ? 'company' : 'individual',
            companyName: company ?? undefined,
          }),
        );
        h.clock.advance(1000);
      }
    });
    const emails = (response: { json(): { issuers: Issuer[] } }) =>
      response.json().issuers.map((issuer) => issuer.email.split('.')[0]);

    it('pages and sorts by each whitelisted field, ties broken by id', async () => {
      const first = await list(endpoints.searchIssuers, `search=${tag}&sort=email&order=asc&page=0&perPage=2`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().total).toBe(3);
      expect(emails(first)).toEqual(['alice', 'bob']);
      const second = await list(endpoints.searchIssuers, `search=${tag}&sort=email&order=asc&page=1&perPage=2`);
      expect(emails(second)).toEqual(['carla']);
      expect(second.json().total).toBe(3);
      const beyond = await list(endpoints.searchIssuers, `search=${tag}&page=5&perPage=2`);
      expect(beyond.json()).toMatchObject({ total: 3, issuers: [] });

      const byLastName = await list(endpoints.searchIssuers, `search=${tag}&sort=lastName&order=asc`);
      expect(emails(byLastName)).toEqual(['bob', 'alice', 'carla']);
      const byCreated = await list(endpoints.searchIssuers, `search=${tag}&sort=createdAt&order=desc`);
      expect(emails(byCreated)).toEqual(['bob', 'alice', 'carla']);
      const byDefault = await list(endpoints.searchIssuers, `search=${tag}`);
      expect(emails(byDefault)).toEqual(['carla', 'alice', 'bob']);
      // A person has no company name: last in ascending order, first in descending (PostgreSQL's NULL order).
      const byCompany = await list(endpoints.searchIssuers, `search=${tag}&sort=companyName&order=asc`);
      expect(emails(byCompany)).toEqual(['alice', 'carla', 'bob']);
      const byCompanyDesc = await list(endpoints.searchIssuers, `search=${tag}&sort=companyName&order=desc`);
      expect(emails(byCompanyDesc)).toEqual(['bob', 'carla', 'alice']);

      const all = await list(endpoints.listIssuers, 'perPage=100');
      expect(all.json().total).toBeGreaterThanOrEqual(3);
      expect(all.json().issuers[0]).toMatchObject({ balance: expect.any(String), kycStatus: expect.any(String) });
      expect(all.json().issuers[0]).not.toHaveProperty('version');
    });

    it('searches email, names, company and wallet, case-insensitively, with wildcards taken literally', async () => {
      const [carla, alice, bob] = made as [Issuer, Issuer, Issuer];
      const cases: Array<[string, Issuer[]]> = [
        [tag.toUpperCase(), [carla, alice, bob]],
        [`ALPHA ${tag}`, [alice]],
        [`bob xu`, [bob]],
        [bob.wallet!.slice(5, 25), [bob]],
        [bob.wallet!.slice(5, 25).toUpperCase(), [bob]],
        ['%', []],
        ['_', []],
        ['\\', []],
        [`${tag}%`, []],
      ];
      for (const [search, expected] of cases) {
        const response = await list(endpoints.searchIssuers, `search=${encodeURIComponent(search)}&perPage=100`);
        expect(response.statusCode, search).toBe(200);
        const ids = response.json().issuers.map((issuer: Issuer) => issuer.id);
        if (expected.length === 0) expect(response.json().total, search).toBe(0);
        else expect(ids, search).toEqual(expect.arrayContaining(expected.map((issuer) => issuer.id)));
        if (expected.length > 0 && search !== tag.toUpperCase()) expect(ids, search).toHaveLength(expected.length);
      }
    });

    it('refuses bad list parameters with a clear message', async () => {
      const cases: Array<[string, RegExp]> = [
        ['perPage=0', /Rows per page is a whole number from 1 to 100\./],
        ['perPage=101', /Rows per page/],
        ['page=-1', /The page is a whole number from 0\./],
        ['page=1.5', /The page is a whole number from 0\./],
        ['sort=balance', /Sort by one of: createdAt, email, companyName, lastName\./],
        ['sort=wallet', /Sort by one of/],
        ['order=sideways', /Order is "asc" or "desc"\./],
        ['kyc=1', /Unknown field "kyc"\./],
      ];
      for (const [query, message] of cases) {
        const response = await list(endpoints.listIssuers, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toMatch(message);
      }
      const noSearch = await list(endpoints.searchIssuers, 'search=');
      expect(noSearch.statusCode).toBe(400);
      expect(noSearch.json().message).toBe('Enter something to search for.');
      const missingSearch = await list(endpoints.searchIssuers, 'sort=email');
      expect(missingSearch.statusCode).toBe(400);
      const longSearch = await list(endpoints.searchIssuers, `search=${'x'.repeat(101)}`);
      expect(longSearch.json().message).toBe('A search has at most 100 characters.');
    });
  });

  describe('details', () => {
    it('reads one issuer with balance 0 and no token; 404 for an unknown id, 400 for a malformed one', async () => {
      const issuer = await newIssuer();
      const found = await h.call(endpoints.getIssuer, { session: viewer, params: { id: issuer.id } });
      expect(found.statusCode).toBe(200);
      expect(found.json().issuer).toEqual(issuer);
      expect(found.json().issuer).toMatchObject({ balance: '0', customToken: null });
      const missing = await h.call(endpoints.getIssuer, { session: viewer, params: { id: MISSING_ID } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'There is no issuer with this id.', error: 'ISSUER_NOT_FOUND' });
      const malformed = await h.call(endpoints.getIssuer, { session: viewer, params: { id: 'nope' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('This id is not valid.');
    });

    it("shows the wallet's posted ledger balance exactly, in whole $BLCK", async () => {
      const issuer = await newIssuer();
      // 123456789012.345678901234567890 $BLCK credited, 0.5 $BLCK debited: far beyond a JavaScript number.
      await h.db.query(
        `INSERT INTO ledger_accounts (id, kind, owner, currency, credits_posted, debits_posted, debits_pending, no_overdraft,
           created_at)
         VALUES ($1, 'issuer_wallet', $2, 'BLCK', 123456789012345678901234567890, 500000000000000000, 1, true, now())`,
        [randomUUID(), issuer.wallet!.toLowerCase()],
      );
      const found = await h.call(endpoints.getIssuer, { session: viewer, params: { id: issuer.id } });
      expect(found.json().issuer.balance).toBe('123456789011.84567890123456789');
      const listed = await list(endpoints.searchIssuers, `search=${issuer.email}`);
      expect(listed.json().issuers[0].balance).toBe('123456789011.84567890123456789');
    });
  });

  describe('type and payment type', () => {
    it('changes the issuer type, audited before → after; the same type again changes nothing', async () => {
      const issuer = await newIssuer({ issuerType: 'company' });
      const changed = await h.call(endpoints.setIssuerType, {
        session: manager,
        body: { id: issuer.id, issuerType: 'individual' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().issuer).toMatchObject({ id: issuer.id, issuerType: 'individual' });
      expect(await auditOf(issuer.id, 'issuer.type_changed')).toEqual([
        { actor_id: expect.any(String), before: { issuerType: 'company' }, after: { issuerType: 'individual' } },
      ]);
      const before = await snapshot();
      const again = await h.call(endpoints.setIssuerType, {
        session: manager,
        body: { id: issuer.id, issuerType: 'individual' },
      });
      expect(again.statusCode).toBe(200);
      expect(await snapshot()).toBe(before);

      await expectRefusedWithoutChange([
        [
          endpoints.setIssuerType,
          { session: manager, body: { id: MISSING_ID, issuerType: 'company' } },
          404,
          'There is no issuer with this id.',
        ],
        [
          endpoints.setIssuerType,
          { session: manager, body: { id: issuer.id, issuerType: 'trust' } },
          400,
          'The issuer type is "individual" or "company".',
        ],
      ]);
    });

    it('changes the payment type of the issuer owning a wallet, whatever case the wallet is written in', async () => {
      const wallet = newWallet();
      const issuer = await newIssuer({ paymentType: 'crypto', wallet: wallet.lower });
      const changed = await h.call(endpoints.setIssuerPaymentType, {
        session: manager,
        body: { wallet: `0x${wallet.lower.slice(2).toUpperCase()}`, paymentType: 'fiat' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().issuer).toMatchObject({ id: issuer.id, paymentType: 'fiat', wallet: wallet.checksummed });
      expect(await auditOf(issuer.id, 'issuer.payment_type_changed')).toEqual([
        { actor_id: expect.any(String), before: { paymentType: 'crypto' }, after: { paymentType: 'fiat' } },
      ]);
      const back = await h.call(endpoints.setIssuerPaymentType, {
        session: manager,
        body: { wallet: wallet.checksummed, paymentType: 'crypto' },
      });
      expect(back.json().issuer.paymentType).toBe('crypto');

      await expectRefusedWithoutChange([
        [
          endpoints.setIssuerPaymentType,
          { session: manager, body: { wallet: newWallet().lower, paymentType: 'fiat' } },
          404,
          'No issuer owns this wallet.',
        ],
        [
          endpoints.setIssuerPaymentType,
          { session: manager, body: { wallet: withBadChecksum(wallet.checksummed), paymentType: 'fiat' } },
          400,
          'This wallet address has a wrong checksum: check it for a typing mistake.',
        ],
        [
          endpoints.setIssuerPaymentType,
          { session: manager, body: { wallet: wallet.checksummed, paymentType: 'cash' } },
          400,
          'The payment type is "fiat" or "crypto".',
        ],
      ]);
    });
  });

  describe('KYC', () => {
    it('completes KYC with the checked identity, audited before → after', async () => {
      const issuer = await newIssuer({ issuerType: 'individual', companyName: undefined });
      const done = await kyc(issuer, {
        issuerType: 'company',
        firstName: '  Adeline ',
        lastName: 'Byron-King',
        companyName: ' Byron Analytical Engines ',
      });
      expect(done.statusCode, done.body).toBe(200);
      const completedAt = h.clock.now().toISOString();
      expect(done.json().issuer).toMatchObject({
        id: issuer.id,
        issuerType: 'company',
        firstName: 'Adeline',
        lastName: 'Byron-King',
        companyName: 'Byron Analytical Engines',
        kycStatus: 'completed',
        kycCompletedAt: completedAt,
      });
      expect(await auditOf(issuer.id, 'issuer.kyc_completed')).toEqual([
        {
          actor_id: expect.any(String),
          before: {
            issuerType: 'individual',
            firstName: 'Ada',
            lastName: 'Byron',
            companyName: null,
            kycStatus: 'pending',
            kycCompletedAt: null,
          },
          after: {
            issuerType: 'company',
            firstName: 'Adeline',
            lastName: 'Byron-King',
            companyName: 'Byron Analytical Engines',
            kycStatus: 'completed',
            kycCompletedAt: completedAt,
          },
        },
      ]);

      const person = await newIssuer();
      const personDone = await kyc(person, { email: person.email.toUpperCase(), issuerType: 'individual' });
      expect(personDone.json().issuer).toMatchObject({ issuerType: 'individual', companyName: null });
    });

    it('refuses a second KYC, a company without a name and an unknown email, changing nothing', async () => {
      const done = await verifiedIssuer();
      const pending = await newIssuer();
      const body = (issuer: Issuer, overrides: Record<string, unknown> = {}) => ({
        email: issuer.email,
        issuerType: 'company',
        firstName: 'Ada',
        lastName: 'Byron',
        companyName: 'Acme',
        ...overrides,
      });
      await expectRefusedWithoutChange([
        [endpoints.finishKyc, { session: manager, body: body(done) }, 409, 'KYC of this issuer is already complete.'],
        [
          endpoints.finishKyc,
          { session: manager, body: body(pending, { companyName: '' }) },
          422,
          'Enter the company name: this issuer is a company.',
        ],
        [
          endpoints.finishKyc,
          { session: manager, body: body(pending, { companyName: '   ' }) },
          422,
          'Enter the company name: this issuer is a company.',
        ],
        [
          endpoints.finishKyc,
          { session: manager, body: body(pending, { email: 'nobody@example.com' }) },
          404,
          'There is no issuer with this email.',
        ],
        [
          endpoints.finishKyc,
          { session: manager, body: body(pending, { firstName: ' ' }) },
          400,
          'Enter the first name.',
        ],
      ]);
    });
  });

  describe('custom token', () => {
    it('generates the token of a verified issuer once, shown by email and in the details, audited', async () => {
      const issuer = await verifiedIssuer();
      const none = await h.call(endpoints.getIssuerCustomToken, { session: viewer, body: { email: issuer.email } });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ success: true, customToken: null });

      const created = await h.call(endpoints.createCustomToken, {
        session: manager,
        body: tokenBody(issuer, { walletAddress: issuer.wallet!.toLowerCase(), title: '  Acme Token ' }),
      });
      expect(created.statusCode, created.body).toBe(200);
      const token = {
        title: 'Acme Token',
        prefix: 'ACME',
        walletAddress: issuer.wallet,
        currency: 'USD',
        createdAt: h.clock.now().toISOString(),
      };
      expect(created.json()).toEqual({ success: true, customToken: token });
      const shown = await h.call(endpoints.getIssuerCustomToken, {
        session: viewer,
        body: { email: issuer.email.toUpperCase() },
      });
      expect(shown.json().customToken).toEqual(token);
      const details = await h.call(endpoints.getIssuer, { session: viewer, params: { id: issuer.id } });
      expect(details.json().issuer.customToken).toEqual(token);
      expect(await auditOf(issuer.id, 'issuer.custom_token_created')).toEqual([
        {
          actor_id: expect.any(String),
          before: null,
          after: { title: 'Acme Token', prefix: 'ACME', walletAddress: issuer.wallet, currency: 'USD' },
        },
      ]);

      const unknown = await h.call(endpoints.getIssuerCustomToken, {
        session: viewer,
        body: { email: 'nobody@example.com' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('There is no issuer with this email.');
    });

    it('refuses before KYC, a second token, a used symbol, a currency that is not a fiat label, an unknown currency or wallet, changing nothing', async () => {
      const holder = await verifiedIssuer();
      const first = await h.call(endpoints.createCustomToken, {
        session: manager,
        body: tokenBody(holder, { prefix: 'HOLD' }),
      });
      expect(first.statusCode).toBe(200);
      const pending = await newIssuer();
      const other = await verifiedIssuer();
      const wallet = newWallet();
      await expectRefusedWithoutChange([
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(pending, { prefix: 'PEND' }) },
          409,
          "Finish the issuer's KYC before generating its token.",
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(holder, { prefix: 'SECOND' }) },
          409,
          'This issuer already has a custom token.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'HOLD' }) },
          409,
          'The symbol HOLD is already used by another token.',
        ],
        // DESIGN §8: a custom token's currency is a fiat label; crypto currencies with an official wallet are refused.
        ...['XYZ', 'ETH', 'USDC', 'BLCK'].map((currency): [Endpoint, CallOptions, number, string] => [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'OTHER', currency }) },
          400,
          `A custom token's currency is a fiat label such as USD or EUR; ${currency} is not one of the fiat currencies.`,
        ]),
        // A fiat label without an official wallet stays refused as before.
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'OTHER', currency: 'SEK' }) },
          422,
          'Unknown currency SEK.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'OTHER', walletAddress: wallet.lower }) },
          404,
          'No issuer owns this wallet.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { walletAddress: withBadChecksum(other.wallet!) }) },
          400,
          'This wallet address has a wrong checksum: check it for a typing mistake.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'acme' }) },
          400,
          'A token symbol is 2 to 8 capital letters.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'TOOLONGSYM' }) },
          400,
          'A token symbol is 2 to 8 capital letters.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { prefix: 'AC1' }) },
          400,
          'A token symbol is 2 to 8 capital letters.',
        ],
        [
          endpoints.createCustomToken,
          { session: manager, body: tokenBody(other, { currency: 'usd' }) },
          400,
          'A currency code is 2 to 10 capital letters or digits, such as USD.',
        ],
      ]);
      const stillNone = await h.call(endpoints.getIssuerCustomToken, { session: viewer, body: { email: other.email } });
      expect(stillNone.json().customToken).toBeNull();
    });

    it('refuses a token in a currency whose official wallet is suspended, and accepts it once reactivated', async () => {
      const officerAdmin = await h.createAdmin({ permissions: ['officialWallets.manage'] });
      const officer = await h.signIn(officerAdmin.email, officerAdmin.password);
      const setActive = (isActive: boolean) =>
        h.call(endpoints.suspendOfficialWallet, {
          session: officer,
          bearer: true,
          body: { is_active: isActive, currency: 'CHF' },
        });
      const issuer = await verifiedIssuer();
      expect((await setActive(false)).statusCode).toBe(200);
      try {
        await expectRefusedWithoutChange([
          [
            endpoints.createCustomToken,
            { session: manager, body: tokenBody(issuer, { prefix: 'FROZEN', currency: 'CHF' }) },
            409,
            'The CHF official wallet is suspended: activate it before generating a token in CHF.',
          ],
        ]);
      } finally {
        expect((await setActive(true)).statusCode).toBe(200);
      }
      const created = await h.call(endpoints.createCustomToken, {
        session: manager,
        body: tokenBody(issuer, { prefix: 'FROZEN', currency: 'CHF' }),
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().customToken).toMatchObject({ prefix: 'FROZEN', currency: 'CHF' });
    });

    it('gives a symbol to exactly one of several issuers asking for it at the same time', async () => {
      const issuers = await Promise.all(Array.from({ length: 5 }, () => verifiedIssuer()));
      const responses = await Promise.all(
        issuers.map((issuer) =>
          h.call(endpoints.createCustomToken, { session: manager, body: tokenBody(issuer, { prefix: 'RACE' }) }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const r of responses.filter((r) => r.statusCode === 409))
        expect(r.json().message).toBe('The symbol RACE is already used by another token.');
      const rows = await h.db.query(`SELECT issuer_id FROM custom_tokens WHERE prefix = 'RACE'`);
      expect(rows).toHaveLength(1);
      const audited = await h.db.query(
        `SELECT 1 FROM audit_events WHERE action = 'issuer.custom_token_created' AND after->>'prefix' = 'RACE'`,
      );
      expect(audited).toHaveLength(1);
    });
  });

  describe('permissions', () => {
    it('lets a viewer read but not change, and nobody without a session', async () => {
      const issuer = await newIssuer();
      expect((await h.call(endpoints.getIssuer, { session: viewer, params: { id: issuer.id } })).statusCode).toBe(200);
      expect((await list(endpoints.listIssuers, '')).statusCode).toBe(200);
      const forbidden = /^You do not have permission to do this\. Ask an administrator for "issuers\.manage"\.$/;
      await expectRefusedWithoutChange([
        [
          endpoints.setIssuerType,
          { session: viewer, body: { id: issuer.id, issuerType: 'individual' } },
          403,
          forbidden,
        ],
        [
          endpoints.setIssuerPaymentType,
          { session: viewer, body: { wallet: issuer.wallet, paymentType: 'fiat' } },
          403,
          forbidden,
        ],
        [
          endpoints.finishKyc,
          {
            session: viewer,
            body: { email: issuer.email, issuerType: 'company', firstName: 'A', lastName: 'B', companyName: 'C' },
          },
          403,
          forbidden,
        ],
        [endpoints.createCustomToken, { session: viewer, body: tokenBody(issuer, { prefix: 'VIEW' }) }, 403, forbidden],
        [endpoints.getIssuer, { params: { id: issuer.id } }, 401, /^Sign in/],
        [endpoints.setIssuerType, { body: { id: issuer.id, issuerType: 'individual' } }, 401, /^Sign in/],
      ]);
    });
  });
});
