// Bad input for every field of every call, derived from the contract: a clear 400 and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointList, endpoints, type Endpoint } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';

const TOKEN = 'a'.repeat(64);
const SESSION_ID = 'b'.repeat(32);

/** A body each call would accept as to its form (it may still fail a rule later). */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  signInFirstStep: { email: 'someone@example.com', password: 'some password', captcha: 'solved' },
  signInFinal: { code: '123456', captcha: 'solved' },
  signInDevice: { code: '123456', captcha: 'solved' },
  forgotPasswordCode: { email: 'someone@example.com', captcha: 'solved' },
  forgotPassword: { email: 'someone@example.com', code: '123456', captcha: 'solved' },
  resetPassword: { newPassword: 'a long new passphrase', code: '123456', captcha: 'solved' },
  registrationLink: { email: 'new@example.com', password: 'temporary passphrase', firstName: 'Ada', lastName: 'Byron' },
  finishRegistration: {
    email: 'new@example.com',
    oldPassword: 'temporary passphrase',
    newPassword: 'a long new passphrase',
    captcha: 'solved',
  },
  authenticatorSetup: { password: 'some password' },
  authenticatorEnable: { code: '123456' },
  repeatRegistrationLink: { id: '00000000-0000-4000-8000-000000000000' },
  confirmAdmin: { id: '00000000-0000-4000-8000-000000000000' },
  setAdminStatus: { email: 'someone@example.com', isConfirmed: true, isActive: true, reason: 'Ticket 42' },
  resetAdmin2fa: { id: '00000000-0000-4000-8000-000000000000' },
  updatePermissions: { id: '00000000-0000-4000-8000-000000000000', permissions: ['admins.view'] },
  reauthenticate: { password: 'some password' },
  setIssuerType: { id: '00000000-0000-4000-8000-000000000000', issuerType: 'company' },
  setIssuerPaymentType: { wallet: '0x52908400098527886e0f7030069857d2e4169ee7', paymentType: 'fiat' },
  getIssuerCustomToken: { email: 'issuer@example.com' },
  createCustomToken: {
    title: 'Acme Token',
    prefix: 'ACME',
    walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
    currency: 'USD',
  },
  finishKyc: {
    email: 'issuer@example.com',
    issuerType: 'company',
    firstName: 'Ada',
    lastName: 'Byron',
    companyName: 'Acme',
  },
  intakeIssuer: {
    email: 'issuer@example.com',
    issuerType: 'company',
    firstName: 'Ada',
    lastName: 'Byron',
    companyName: 'Acme',
    paymentType: 'crypto',
    wallet: '0x52908400098527886e0f7030069857d2e4169ee7',
  },
  increaseWallet: { wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7', amount: '10', reason: 'Ticket 42' },
  suspendOfficialWallet: { is_active: false, currency: 'EUR', reason: 'Ticket 42' },
  searchHistories: {
    page: 0,
    perPage: 10,
    sort: 'createdAt',
    order: 'desc',
    search: 'acme',
    start: '2026-01-01',
    end: '2026-12-31',
  },
  historiesReport: { search: 'acme', start: '2026-01-01', end: '2026-12-31' },
  reviewInvestor: {
    id: '00000000-0000-4000-8000-000000000000',
    investorName: 'Ada Byron',
    investorId: 'GB-123456',
    investorAddress: '12 St James Square, London',
    investorType: 'individual',
    representedBy: '',
    interestRate: '5.25',
    rewardBonus: '1',
    contactEmail: 'ada@example.com',
    paymentList: [
      { id: '00000000-0000-4000-8000-000000000001', version: 0, amount: '10', currency: 'USD', paymentType: 'fiat' },
    ],
    reason: 'Ticket 42',
  },
  updateInvestor: {
    investorName: 'Ada Byron',
    investorId: 'GB-123456',
    investorAddress: '12 St James Square, London',
    representedBy: 'Charles Babbage',
    interestRate: '5.25',
    rewardBonus: '1',
    contactEmail: 'ada@example.com',
  },
  setInvestorActive: { id: '00000000-0000-4000-8000-000000000000', isActive: false, reason: 'Ticket 42' },
  updateInvestorFunds: {
    id: '00000000-0000-4000-8000-000000000000',
    paymentType: 'fiat',
    paymentList: [{ id: '00000000-0000-4000-8000-000000000001', version: 0, amount: '10' }],
    reason: 'Ticket 42',
  },
  intakeInvestor: {
    investorName: 'Ada Byron',
    investorId: 'GB-123456',
    investorAddress: '12 St James Square, London',
    investorType: 'individual',
    representedBy: '',
    interestRate: '5.25',
    rewardBonus: '1',
    contactEmail: 'ada@example.com',
    paymentType: 'fiat',
    paymentList: [{ amount: '10', currency: 'USD' }],
  },
  lockFunds: {
    walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
    availableFrom: '2027-01-31T00:00:00Z',
    investorId: '00000000-0000-4000-8000-000000000000',
    paymentIds: ['00000000-0000-4000-8000-000000000001'],
    reason: 'Ticket 42',
  },
  withdrawFunds: {
    walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
    investorId: '00000000-0000-4000-8000-000000000000',
    paymentIds: ['00000000-0000-4000-8000-000000000001'],
    reason: 'Ticket 42',
  },
  setLockAvailability: { id: '00000000-0000-4000-8000-000000000000', availableFrom: '2027-01-31T00:00:00Z' },
  listFiats: { page: 0, perPage: 10, sort: 'title', order: 'asc' },
  setFiatActive: { id: '00000000-0000-4000-8000-000000000000', isActive: false, reason: 'Ticket 42' },
  updateFiat: { title: 'US dollar', value: '1.25', label: 'USD' },
  addBlckValue: { value: '1.25' },
  updateBlckValue: { value: '1.25' },
  generateCustomValidator: { password: 'some password' },
  pairValidator: { sessionHash: 'c'.repeat(64), nodeName: 'node-1' },
  approveProposal: { comment: 'Checked.' },
  rejectProposal: { comment: 'Not this one.' },
  withdrawProposal: {},
  updateApprovalPolicy: { enabled: true, defaultThreshold: '100000', thresholds: { USD: '5000' } },
};

const PARAMS: Record<string, Record<string, string>> = {
  resetPassword: { resettoken: TOKEN },
  finishRegistration: { resetToken: TOKEN },
  updateInvestor: { id: '00000000-0000-4000-8000-000000000000' },
  updateFiat: { id: '00000000-0000-4000-8000-000000000000' },
  updateBlckValue: { id: '00000000-0000-4000-8000-000000000000' },
  approveProposal: { id: '00000000-0000-4000-8000-000000000000' },
  rejectProposal: { id: '00000000-0000-4000-8000-000000000000' },
  withdrawProposal: { id: '00000000-0000-4000-8000-000000000000' },
  updateApprovalPolicy: { action: 'investorFunds' },
};

const withBody = endpointList.filter((endpoint) => endpoint.body);

describe.each(testDatabases())('request validation on $name', (database) => {
  let h: Harness;
  let session: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const admin = await h.createAdmin();
    session = await h.signIn(admin.email, admin.password);
  });
  afterAll(() => h?.close());

  const send = (endpoint: Endpoint, body: unknown) =>
    h.call(endpoint, {
      body,
      params: PARAMS[endpoint.operationId],
      headers: {
        ...(endpoint.headers ? { sessionid: SESSION_ID } : {}),
        ...(endpoint.access === 'intake' ? { 'x-api-key': INTAKE_KEY } : {}),
      },
      session: endpoint.access === 'public' || endpoint.access === 'intake' ? undefined : session,
      bearer: endpoint.service !== 'auth',
    });

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        h.db.query('SELECT count(*)::int AS n FROM audit_events'),
        h.db.query('SELECT id, email, password_hash, totp_pending_secret, version FROM admins ORDER BY id'),
        h.db.query('SELECT count(*)::int AS n FROM sessions'),
        h.db.query('SELECT count(*)::int AS n FROM captcha_nonces'),
        h.db.query('SELECT count(*)::int AS n FROM investors'),
        h.db.query('SELECT count(*)::int AS n FROM ledger_transfers'),
        h.db.query('SELECT count(*)::int AS n FROM locked_funds'),
        h.db.query('SELECT id, title, label, value::text, is_active, version FROM fiats ORDER BY id'),
        h.db.query('SELECT id, value::text, version FROM blck_values ORDER BY id'),
        h.db.query('SELECT id, status FROM custom_validators ORDER BY id'),
        h.db.query('SELECT action, enabled, default_threshold, thresholds FROM approval_policies ORDER BY action'),
        h.db.query('SELECT id, status FROM proposals ORDER BY id'),
      ]),
    );

  it('has a valid sample body for every call that takes one', () => {
    expect(withBody.map((e) => e.operationId).sort()).toEqual(Object.keys(VALID_BODIES).sort());
  });

  for (const endpoint of withBody) {
    // A union body (password or code) is checked as a whole below; object bodies field by field, a codec body by
    // the fields of its wire side (what a caller sends).
    const wire = endpoint.body instanceof z.ZodCodec ? endpoint.body.in : endpoint.body!;
    const fields = 'shape' in wire ? Object.keys((wire as z.ZodObject).shape) : [];

    describe(`${endpoint.method} ${endpoint.path}`, () => {
      if (fields.length > 0)
        it.each(fields)(
          'refuses a missing (unless optional), mistyped or too long "%s" with a clear message and changes nothing',
          async (field) => {
            const before = await snapshot();
            const valid = VALID_BODIES[endpoint.operationId]!;
            const { [field]: sample, ...missing } = valid;
            const fieldSchema = (wire as z.ZodObject).shape[field] as z.ZodType;
            const optional = fieldSchema.safeParse(undefined).success;
            const wrongType =
              typeof sample === 'string' ? 12345 : typeof sample === 'number' ? 'not a number' : 'neither';
            const cases = [
              ...(optional ? [] : [missing]),
              { ...valid, [field]: wrongType },
              ...(typeof sample === 'string' ? [{ ...valid, [field]: 'x'.repeat(10_000) }] : []),
              { ...valid, [field]: null },
            ];
            for (const body of cases) {
              const response = await send(endpoint, body);
              expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
              const answer = response.json();
              expect(answer).toMatchObject({ success: false, error: 'BAD_REQUEST' });
              expect(answer.fields[field]).toMatch(/^[A-Z].*\.$/);
              expect(answer.message).toContain(answer.fields[field]);
            }
            expect(await snapshot()).toBe(before);
          },
        );

      it('refuses an unknown field, a body that is not an object, and broken JSON', async () => {
        const before = await snapshot();
        const unknown = await send(endpoint, { ...VALID_BODIES[endpoint.operationId], isAdmin: true });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toMatch(
          /^(Unknown field "isAdmin"\.|Confirm with your password or a code from your authenticator\.)$/,
        );
        const notObject = await send(endpoint, ['a', 'list']);
        expect(notObject.statusCode).toBe(400);
        expect(notObject.json().message).toBe('The request body must be a JSON object.');
        const broken = await h.app.server.inject({
          method: endpoint.method,
          url: endpoint.path.replace(/:[A-Za-z]+/, TOKEN),
          headers: {
            'content-type': 'application/json',
            ...(endpoint.access === 'public' ? {} : { authtoken: session.token }),
          },
          cookies: { authbinding: session.binding },
          payload: '{"email": ',
        });
        expect(broken.statusCode).toBe(400);
        expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
        expect(await snapshot()).toBe(before);
      });
    });
  }

  it('refuses a malformed token in the path', async () => {
    const response = await h.call(endpoints.resetPassword, {
      rawPath: '/api/auth/v1/admins/resetpassword/not-a-token',
      body: VALID_BODIES.resetPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This link is not valid. Ask for a new one.');
  });
});
