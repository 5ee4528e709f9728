// The global search: every kind the caller may read by name, email, wallet or id; other kinds are never returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type SearchResult } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { intakeInvestor } from '../support/investors';
import { createIssuerFixture, type IssuerFixture } from '../support/issuers';

const search = (h: Harness, session: SignedIn, q: string) =>
  h.call(endpoints.globalSearch, { session, rawPath: `/api/auth/v1/search?${new URLSearchParams({ q }).toString()}` });

describe.each(testDatabases())('global search on $name', (database) => {
  let h: Harness;
  let everything: SignedIn;
  let issuer: IssuerFixture;
  beforeAll(async () => {
    h = await createHarness(database);
    const admin = await h.createAdmin({
      permissions: ['investors.view', 'issuers.view', 'wallets.view', 'admins.view', 'lockedFunds.view'],
    });
    everything = await h.signIn(admin.email, admin.password);
    issuer = await createIssuerFixture(h.db, { kyc: true, companyName: 'Quillfeather Holdings' });
  });
  afterAll(() => h?.close());

  it('finds investors, issuers, wallets and admins by name, email, wallet address and id', async () => {
    const investor = await intakeInvestor(h, { investorName: 'Marguerite Quillfeather' });
    const byName = await search(h, everything, 'quillfeather');
    expect(byName.statusCode).toBe(200);
    const kinds = byName.json().results.map((result: SearchResult) => `${result.kind}:${result.id}`);
    expect(kinds).toEqual(expect.arrayContaining([`investor:${investor.id}`, `issuer:${issuer.id}`]));

    const byEmail = (await search(h, everything, investor.contactEmail)).json().results;
    expect(byEmail).toEqual([
      { kind: 'investor', id: investor.id, title: 'Marguerite Quillfeather', detail: investor.contactEmail },
    ]);

    const byWallet = (await search(h, everything, issuer.wallet.toLowerCase())).json().results as SearchResult[];
    expect(byWallet.map((result) => result.kind).sort()).toEqual(['issuer', 'wallet']);
    expect(byWallet.find((result) => result.kind === 'wallet')?.id).toBe(issuer.wallet);

    const byId = (await search(h, everything, investor.id)).json().results;
    expect(byId).toEqual([expect.objectContaining({ kind: 'investor', id: investor.id })]);
    const admin = await h.createAdmin({ email: 'quentin.search@example.com' });
    expect((await search(h, everything, 'quentin.search')).json().results).toEqual([
      expect.objectContaining({ kind: 'admin', id: admin.id }),
    ]);
  });

  it('returns only the kinds the caller may read', async () => {
    await intakeInvestor(h, { investorName: 'Perpetua Quillfeather' });
    const issuersOnly = await h.createAdmin({ permissions: ['issuers.view'] });
    const session = await h.signIn(issuersOnly.email, issuersOnly.password);
    const results = (await search(h, session, 'quillfeather')).json().results as SearchResult[];
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((result) => result.kind))).toEqual(new Set(['issuer']));

    const nothing = await h.createAdmin({ permissions: [] });
    const none = await h.signIn(nothing.email, nothing.password);
    const empty = await search(h, none, 'quillfeather');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().results).toEqual([]);
    const unauthenticated = await h.call(endpoints.globalSearch, { rawPath: '/api/auth/v1/search?q=quill' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('refuses a missing, short, long or control-character search with a sentence', async () => {
    for (const [rawPath, message] of [
      ['/api/auth/v1/search', 'Enter something to search for.'],
      ['/api/auth/v1/search?q=%20a%20', 'Enter at least 2 characters to search for.'],
      [`/api/auth/v1/search?q=${'q'.repeat(101)}`, 'A search has at most 100 characters.'],
      [
        '/api/auth/v1/search?q=ab%00cd',
        'Remove the control characters (such as NUL, tab or line breaks) from this text.',
      ],
      ['/api/auth/v1/search?q=ab&kind=admin', null],
    ] as const) {
      const response = await h.call(endpoints.globalSearch, { session: everything, rawPath });
      expect(response.statusCode, rawPath).toBe(400);
      if (message) expect(response.json().message, rawPath).toBe(message);
    }
  });
});
