// Check-then-insert races: concurrent requests that create the same unique thing get one success and 409s with a
// sentence, never a 500 (a unique violation, SQLSTATE 23505, is a conflict wherever it comes from).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';

const statusesOf = (responses: Array<{ statusCode: number }>) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

describe.each(testDatabases())('concurrent creations on $name', (database) => {
  let h: Harness;
  let admin: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin();
    admin = await h.signIn(a.email, a.password);
  });
  afterAll(() => h?.close());

  const expectOneWinner = (responses: Array<{ statusCode: number; body: string }>, code: string) => {
    expect(statusesOf(responses), responses.map((response) => response.body).join('\n')).toEqual([
      200,
      ...Array<number>(responses.length - 1).fill(409),
    ]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      const body = JSON.parse(response.body) as { success: boolean; message: string; error: string };
      expect(body).toMatchObject({ success: false, error: code });
      expect(body.message).toMatch(/^[A-Z].{10,}\.$/);
    }
  };

  it('invites one email once: 1×200 and 5×409', async () => {
    const body = { email: 'race@example.com', password: 'temporary passphrase 42', firstName: 'Ra', lastName: 'Ce' };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => h.call(endpoints.registrationLink, { session: admin, body })),
    );
    expectOneWinner(responses, 'EMAIL_TAKEN');
  });

  it('gives one token symbol to one issuer when several ask at once', async () => {
    const issuers = await Promise.all(Array.from({ length: 5 }, () => createIssuerFixture(h.db)));
    const responses = await Promise.all(
      issuers.map((issuer) =>
        h.call(endpoints.createCustomToken, {
          session: admin,
          body: { title: 'Race token', prefix: 'RACE', walletAddress: issuer.wallet, currency: 'USD' },
        }),
      ),
    );
    expectOneWinner(responses, 'TOKEN_SYMBOL_TAKEN');
  });

  it('registers one issuer email once through the intake', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        h.call(endpoints.intakeIssuer, {
          headers: { 'x-api-key': INTAKE_KEY },
          body: {
            email: 'same-issuer@example.com',
            issuerType: 'individual',
            firstName: 'Ada',
            lastName: 'Byron',
            paymentType: 'crypto',
            wallet: `0x${String(i).repeat(40)}`,
          },
        }),
      ),
    );
    expectOneWinner(responses, 'ISSUER_EMAIL_TAKEN');
  });
});
