// Smaller holes: the intake key (strength, constant-time compare, per-IP limit), no-store on signed-in answers, and a
// forgot-password answer that does the same work for every address (the write happens after answering).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import type { Db } from '../../src/db/client';
import { loadConfig } from '../../src/config/env';
import { testDatabases, type TestDatabase } from '../support/databases';
import { FIRST_ADMIN, INTAKE_KEY, createHarness, type Harness } from '../support/harness';

/** A database whose transactions wait while the gate is closed, to see what a call does before it answers. */
const gated = (base: TestDatabase) => {
  let release: (() => void) | null = null;
  let opened = Promise.resolve();
  let entered: (() => void) | null = null;
  const gate = {
    close: () => {
      opened = new Promise<void>((resolve) => (release = resolve));
      return new Promise<void>((resolve) => (entered = resolve));
    },
    open: () => release?.(),
  };
  const database: TestDatabase = {
    name: base.name,
    create: async () => {
      const created = await base.create();
      const db: Db = {
        ...created.db,
        kind: created.db.kind,
        query: (sql, params) => created.db.query(sql, params),
        exec: (sql) => created.db.exec(sql),
        close: () => created.db.close(),
        transaction: async (work) => {
          entered?.();
          await opened;
          return created.db.transaction(work);
        },
      };
      return { ...created, db };
    },
  };
  return { gate, database };
};

describe('intake key strength', () => {
  it('refuses a key shorter than 32 characters or without variety at start', () => {
    expect(() => loadConfig({ INTAKE_API_KEY: 'short-key-0123456789' })).toThrow(/32/);
    expect(() => loadConfig({ INTAKE_API_KEY: 'a'.repeat(40) })).toThrow(/random/);
    expect(loadConfig({ INTAKE_API_KEY: INTAKE_KEY }).intakeApiKey).toBe(INTAKE_KEY);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the origin the server listens on, localhost for the loopback and any-address hosts', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '18080' }).publicUrl).toBe('http://localhost:18080');
    expect(loadConfig({ PORT: '18080', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:18080');
    expect(loadConfig({ PORT: '9000', HOST: '10.1.2.3' }).publicUrl).toBe('http://10.1.2.3:9000');
    expect(loadConfig({ PORT: '9000', HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:9000');
    expect(loadConfig({ PORT: '18080', PUBLIC_URL: 'https://office.example.com/' }).publicUrl).toBe(
      'https://office.example.com',
    );
  });
});

describe.each(testDatabases())('hardening on $name', (base) => {
  let h: Harness;
  const { gate, database } = gated(base);
  beforeAll(async () => {
    h = await createHarness(database, { RATE_LIMIT_INTAKE_PER_MINUTE: '3' });
  });
  afterAll(() => h?.close());

  it('limits intake calls per network address, wrong keys included', async () => {
    const call = (key: string, ip: string) =>
      h.call(endpoints.intakeIssuer, { headers: { 'x-api-key': key }, body: {}, ip });
    expect((await call(`${INTAKE_KEY}x`, '10.0.0.1')).statusCode).toBe(401);
    expect((await call(INTAKE_KEY.slice(1), '10.0.0.1')).statusCode).toBe(401);
    expect((await call(INTAKE_KEY, '10.0.0.1')).statusCode).toBe(400);
    const limited = await call(INTAKE_KEY, '10.0.0.1');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(INTAKE_KEY, '10.0.0.2')).statusCode).toBe(400);
  });

  it('marks signed-in answers Cache-Control: no-store', async () => {
    const session = await h.signIn(FIRST_ADMIN.email, FIRST_ADMIN.password);
    const current = await h.call(endpoints.currentAdmin, { session });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('no-store');
    const missing = await h.call(endpoints.getAdmin, {
      session,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers forgot-password for a registered address before writing anything', async () => {
    const captcha = await h.captcha();
    const entered = gate.close();
    const answer = await h.call(endpoints.forgotPasswordCode, { body: { email: FIRST_ADMIN.email, captcha } });
    expect(answer.statusCode, answer.body).toBe(200);
    await entered;
    gate.open();
    await h.mailbox.waitFor(FIRST_ADMIN.email, /password reset code/);
  });
});
