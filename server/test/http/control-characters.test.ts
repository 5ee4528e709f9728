// Text the database cannot hold (U+0000) and other control characters are refused with a sentence before any
// query runs, export filters are checked before the download starts, and dates are checked on the UTC instant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type CallOptions, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import { intakeBody, intakeInvestor } from '../support/investors';

const NUL = '\u0000';

describe.each(testDatabases())('control characters on $name', (database) => {
  let h: Harness;
  let admin: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin();
    admin = await h.signIn(a.email, a.password);
  });
  afterAll(() => h?.close());

  const expectRefused = async (endpoint: Endpoint, options: CallOptions) => {
    const response = await h.call(endpoint, { session: admin, bearer: endpoint.service !== 'auth', ...options });
    expect(response.statusCode, `${endpoint.operationId}: ${response.body}`).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false, error: 'BAD_REQUEST' });
    expect(response.json().message.length).toBeGreaterThan(10);
  };

  it('refuses NUL in text fields, query parameters and export filters, and changes nothing', async () => {
    const issuer = await createIssuerFixture(h.db);
    const investor = await intakeInvestor(h);
    const auditBefore = await h.auditCount();
    const search = `a${NUL}b`;
    const q = encodeURIComponent(search);
    await expectRefused(endpoints.searchIssuers, { rawPath: `${endpoints.searchIssuers.path}?search=${q}` });
    await expectRefused(endpoints.searchAdmins, { rawPath: `${endpoints.searchAdmins.path}?search=${q}` });
    await expectRefused(endpoints.searchInvestors, { rawPath: `${endpoints.searchInvestors.path}?search=${q}` });
    await expectRefused(endpoints.searchLockedFunds, { rawPath: `${endpoints.searchLockedFunds.path}?search=${q}` });
    await expectRefused(endpoints.searchWallets, { rawPath: `${endpoints.searchWallets.path}?search=${q}` });
    await expectRefused(endpoints.listOfficialWallets, {
      rawPath: `${endpoints.listOfficialWallets.path}?search=${q}`,
    });
    await expectRefused(endpoints.listAudit, { rawPath: `${endpoints.listAudit.path}?action=${q}` });
    await expectRefused(endpoints.exportAudit, { rawPath: `${endpoints.exportAudit.path}?resource=${q}` });
    await expectRefused(endpoints.searchHistories, { body: { search } });
    await expectRefused(endpoints.historiesReport, { body: { search } });
    await expectRefused(endpoints.intakeIssuer, {
      session: undefined,
      headers: { 'x-api-key': INTAKE_KEY },
      body: {
        email: 'nul@example.com',
        issuerType: 'company',
        firstName: `Ada${NUL}`,
        lastName: 'Byron',
        companyName: `Acme${NUL}`,
        paymentType: 'crypto',
        wallet: `0x${'ab'.repeat(20)}`,
      },
    });
    await expectRefused(endpoints.intakeInvestor, {
      session: undefined,
      headers: { 'x-api-key': INTAKE_KEY },
      body: intakeBody({ investorAddress: `1 Main St${NUL}` }),
    });
    await expectRefused(endpoints.updateInvestor, {
      params: { id: investor.id },
      body: {
        investorName: `Name${NUL}`,
        investorId: investor.investorId,
        investorAddress: investor.investorAddress,
        representedBy: '',
        interestRate: '1',
        rewardBonus: '1',
        contactEmail: investor.contactEmail,
      },
    });
    await expectRefused(endpoints.finishKyc, {
      body: { email: issuer.email, issuerType: 'company', firstName: 'Ada', lastName: 'Byron', companyName: NUL },
    });
    await expectRefused(endpoints.createCustomToken, {
      body: { title: `Token${NUL}`, prefix: 'TOK', walletAddress: issuer.wallet, currency: 'BLCK' },
    });
    await expectRefused(endpoints.registrationLink, {
      body: { email: 'new@example.com', password: 'temporary passphrase 1', firstName: `A${NUL}`, lastName: 'B' },
    });
    await expectRefused(endpoints.pairValidator, {
      session: undefined,
      body: { sessionHash: 'a'.repeat(64), nodeName: `node${NUL}` },
    });
    // A tab or a line break is a control character too, except in the one multi-line field (an address).
    await expectRefused(endpoints.intakeInvestor, {
      session: undefined,
      headers: { 'x-api-key': INTAKE_KEY },
      body: intakeBody({ investorName: 'Tab\there' }),
    });
    const multiLine = await h.call(endpoints.intakeInvestor, {
      headers: { 'x-api-key': INTAKE_KEY },
      body: intakeBody({ investorAddress: '1 Main St\nLondon' }),
    });
    expect(multiLine.statusCode, multiLine.body).toBe(200);
    expect(await h.auditCount()).toBe(auditBefore + 1);
  });

  it('checks the date range on the UTC instant', async () => {
    const tooLate = await h.call(endpoints.setLockAvailability, {
      session: admin,
      body: { id: '00000000-0000-4000-8000-000000000000', availableFrom: '2099-12-31T23:00:00-05:00' },
    });
    expect(tooLate.statusCode, tooLate.body).toBe(400);
    expect(tooLate.json().message).toMatch(/2099-12-31/);
    const tooEarly = await h.call(endpoints.setLockAvailability, {
      session: admin,
      body: { id: '00000000-0000-4000-8000-000000000000', availableFrom: '1900-01-01T01:00:00+05:00' },
    });
    expect(tooEarly.statusCode, tooEarly.body).toBe(400);
    expect(tooEarly.json().message).toMatch(/1900-01-01/);
  });
});
