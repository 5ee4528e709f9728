// `npm run verify` on a real database: sound books pass; a drifted account or a rewritten audit event is named and
// makes it exit 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { createPgliteDb } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createHarness, type Harness } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import type { TestDatabase } from '../support/databases';

const ROOT = resolve(import.meta.dirname, '../../..');

const runVerify = (env: Record<string, string>) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/verify.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('npm run verify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blck-verify-'));
  const dataDir = join(dir, 'data');
  let h: Harness;
  let walletAccount: string;

  beforeAll(async () => {
    // A PGlite database on disk with real deposits, made through the product, then closed for the command.
    const onDisk: TestDatabase = {
      name: 'pglite',
      create: async () => {
        const db = await createPgliteDb(dataDir);
        await migrate(db);
        return { db, url: null, drop: () => db.close() };
      },
    };
    h = await createHarness(onDisk);
    const admin = await h.createAdmin({ permissions: ['funds.manage'] });
    const session = await h.signIn(admin.email, admin.password);
    const issuer = await createIssuerFixture(h.db);
    for (const amount of ['10', '2.5']) {
      const answer = await h.call(endpoints.increaseWallet, {
        session,
        bearer: true,
        body: { wallet_address: issuer.wallet, amount },
      });
      expect(answer.statusCode).toBe(200);
    }
    const [account] = await h.db.query<{ id: string }>(
      `SELECT id FROM ledger_accounts WHERE kind = 'issuer_wallet' AND owner = $1`,
      [issuer.wallet.toLowerCase()],
    );
    walletAccount = account!.id;
    await h.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Changes the closed database behind the product's back. */
  const tamper = async (sql: string, params: unknown[] = []) => {
    const db = await createPgliteDb(dataDir);
    try {
      if (params.length > 0) await db.query(sql, params);
      else await db.exec(sql);
    } finally {
      await db.close();
    }
  };

  it('passes sound books, then names a drifted account and a rewritten audit event, exiting 1', async () => {
    const sound = runVerify({ DATA_DIR: dataDir });
    expect(sound.output).toContain('every account equals the sum of its transfers');
    expect(sound.output).toMatch(/the chain of \d+ event\(s\) is intact/);
    expect(sound.output).toContain('The books are sound.');
    expect(sound.code).toBe(0);

    await tamper(`UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE id = $1`, [walletAccount]);
    const drifted = runVerify({ DATA_DIR: dataDir });
    expect(drifted.output).toContain('1 account(s) differ from their transfers');
    expect(drifted.output).toContain(`account ${walletAccount}: stored 0/12500000000000000001/0/0`);
    expect(drifted.output).toContain('debits DO NOT equal credits');
    expect(drifted.code).toBe(1);
    await tamper(`UPDATE ledger_accounts SET credits_posted = credits_posted - 1 WHERE id = $1`, [walletAccount]);

    await tamper(
      `ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change;
       UPDATE audit_events SET action = 'wallet.rewritten' WHERE seq = (SELECT max(seq) FROM audit_events);
       ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change;`,
    );
    const rewritten = runVerify({ DATA_DIR: dataDir });
    expect(rewritten.output).toContain('every account equals the sum of its transfers');
    expect(rewritten.output).toMatch(/audit: the chain breaks at event \d+/);
    expect(rewritten.code).toBe(1);
  });

  it('refuses a data directory that holds no database, creating nothing', () => {
    const missing = join(dir, 'nothing-here');
    const result = runVerify({ DATA_DIR: missing });
    expect(result.code).toBe(2);
    expect(result.output).toContain(`There is no database in ${missing}`);
  });
});
