// The demo issuers: about forty realistic companies and people seeded with the demo data, once, audited,
// with valid checksummed wallets and unique token symbols, readable through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuerSchema, endpoints, type Issuer } from '@blck/contract';
import { normalizeWalletAddress } from '../../src/lib/wallet-address';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

describe.each(testDatabases())('demo issuers on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  it('seeds companies and people, both payment types, mostly verified, about half with a token', async () => {
    expect(await h.app.services.demo.seed({ deposits: 20 })).toBe(true);
    expect(await h.app.services.demo.seed()).toBe(false);

    const admin = await h.createAdmin({ permissions: ['issuers.view'] });
    const session = await h.signIn(admin.email, admin.password);
    const response = await h.call(endpoints.listIssuers, {
      session,
      rawPath: `${endpoints.listIssuers.path}?perPage=100&sort=createdAt&order=asc`,
    });
    expect(response.statusCode).toBe(200);
    const issuers = response.json().issuers as Issuer[];
    expect(response.json().total).toBe(issuers.length);
    expect(issuers.length).toBeGreaterThanOrEqual(35);
    for (const issuer of issuers) {
      expect(IssuerSchema.parse(issuer)).toEqual(issuer);
      expect(normalizeWalletAddress(issuer.wallet!)).toBe(issuer.wallet);
      // Demo deposits go only to issuers whose KYC is done.
      if (issuer.kycStatus !== 'completed') expect(issuer.balance).toBe('0');
      if (issuer.customToken) {
        expect(issuer.kycStatus).toBe('completed');
        expect(issuer.customToken.walletAddress).toBe(issuer.wallet);
        expect(issuer.customToken.createdAt > issuer.kycCompletedAt!).toBe(true);
      }
      if (issuer.kycCompletedAt) expect(issuer.kycCompletedAt > issuer.createdAt).toBe(true);
      const now = h.clock.now().toISOString();
      for (const time of [issuer.createdAt, issuer.kycCompletedAt, issuer.customToken?.createdAt])
        if (time) expect(time < now).toBe(true);
      expect(issuer.issuerType === 'company').toBe(issuer.companyName !== null);
    }
    const count = (test: (issuer: Issuer) => boolean) => issuers.filter(test).length;
    expect(count((i) => i.issuerType === 'company')).toBeGreaterThan(10);
    expect(count((i) => i.issuerType === 'individual')).toBeGreaterThan(10);
    expect(count((i) => i.paymentType === 'fiat')).toBeGreaterThan(10);
    expect(count((i) => i.paymentType === 'crypto')).toBeGreaterThan(10);
    expect(count((i) => i.kycStatus === 'completed')).toBeGreaterThan(issuers.length * 0.7);
    expect(count((i) => i.kycStatus === 'pending')).toBeGreaterThan(0);
    const tokens = issuers.flatMap((i) => (i.customToken ? [i.customToken] : []));
    expect(tokens.length).toBeGreaterThan(issuers.length * 0.4);
    expect(tokens.length).toBeLessThan(issuers.length * 0.6);
    expect(new Set(tokens.map((t) => t.prefix)).size).toBe(tokens.length);
    expect(new Set(issuers.map((i) => i.wallet!.toLowerCase())).size).toBe(issuers.length);

    const [seeded] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'demo.issuer_seeded'`,
    );
    expect(seeded!.n).toBe(issuers.length);
    expect((await h.app.services.audit.verify()).valid).toBe(true);

    const search = await h.call(endpoints.searchIssuers, {
      session,
      rawPath: `${endpoints.searchIssuers.path}?search=${encodeURIComponent('helios solar')}`,
    });
    expect(search.json().issuers.map((i: Issuer) => i.companyName)).toEqual(['Helios Solar Cooperative']);
  });
});
