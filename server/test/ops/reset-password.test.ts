// `npm run admin:reset-password -- EMAIL` on a real database (PGlite on disk, PostgreSQL when configured): it prints a
// new password once that signs in through the API, ends the admin's sessions, audits the change, and refuses an
// unknown email with a sentence and exit 1, changing nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { createPgliteDb, createPostgresDb } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createPostgresDatabase, postgresUrl, type TestDatabase } from '../support/databases';
import { createHarness } from '../support/harness';

const ROOT = resolve(import.meta.dirname, '../../..');

const runReset = (env: Record<string, string>, ...args: string[]) => {
  const result = spawnSync('npm', ['run', '--silent', 'admin:reset-password', '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** A database that outlives each harness on it, so the command can run between two of them. */
interface KeptDatabase {
  name: string;
  env: Record<string, string>;
  database: TestDatabase;
  remove(): Promise<void>;
}

const pgliteOnDisk = (): KeptDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'blck-reset-'));
  const dataDir = join(dir, 'data');
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    database: {
      name: 'pglite',
      create: async () => {
        const db = await createPgliteDb(dataDir);
        await migrate(db);
        return { db, url: null, drop: () => db.close() };
      },
    },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const postgresKept = async (baseUrl: string): Promise<KeptDatabase> => {
  const created = await createPostgresDatabase(baseUrl);
  return {
    name: 'postgres',
    env: { DATABASE_URL: created.url },
    database: {
      name: 'postgres',
      create: async () => {
        const db = createPostgresDb(created.url);
        await migrate(db);
        return { db, url: created.url, drop: () => db.close() };
      },
    },
    remove: created.drop,
  };
};

const kinds: Array<{ name: string; make: () => Promise<KeptDatabase> }> = [
  { name: 'pglite', make: async () => pgliteOnDisk() },
  ...(postgresUrl() ? [{ name: 'postgres', make: () => postgresKept(postgresUrl()!) }] : []),
];

describe.each(kinds)('npm run admin:reset-password ($name)', ({ make }) => {
  const kept: KeptDatabase[] = [];
  afterAll(async () => {
    for (const database of kept) await database.remove();
  });

  it('prints a new password that signs in, ends the sessions, audits it; refuses an unknown email', async () => {
    const database = await make();
    kept.push(database);
    const before = await createHarness(database.database);
    const admin = await before.createAdmin();
    const oldSession = await before.signIn(admin.email, admin.password);
    const auditBefore = await before.auditCount();
    await before.close();

    const unknown = runReset(database.env, 'nobody@example.com');
    expect(unknown.stderr).toContain(
      'There is no administrator with the email nobody@example.com; nothing was changed.',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).not.toContain('New password');

    const done = runReset(database.env, admin.email.toUpperCase());
    expect(done.code).toBe(0);
    const password = /New password for (\S+) \(shown once\): (\S+)/.exec(done.stdout);
    expect(password?.[1]).toBe(admin.email);
    const newPassword = password![2]!;
    expect(newPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(done.stdout).toContain('1 session(s) ended');

    const after = await createHarness(database.database);
    try {
      expect((await after.call(endpoints.currentAdmin, { session: oldSession })).statusCode).toBe(401);
      await expect(after.signIn(admin.email, admin.password)).rejects.toThrow(/firststep 401/);
      const session = await after.signIn(admin.email, newPassword);
      expect((await after.call(endpoints.currentAdmin, { session })).statusCode).toBe(200);

      const events = await after.db.query<{ action: string; actor_id: string | null; after: unknown }>(
        `SELECT action, actor_id, after FROM audit_events WHERE resource_id = $1 AND action = 'password.reset'`,
        [admin.id],
      );
      expect(events).toEqual([
        { action: 'password.reset', actor_id: null, after: { sessionsRevoked: 1, by: 'terminal' } },
      ]);
      // The unknown email wrote nothing: the first event after the first harness closed is the reset.
      const [next] = await after.db.query<{ action: string }>(
        'SELECT action FROM audit_events ORDER BY seq OFFSET $1 LIMIT 1',
        [auditBefore],
      );
      expect(next?.action).toBe('password.reset');
      expect((await after.app.services.audit.verify()).valid).toBe(true);
      expect(JSON.stringify(await after.db.query('SELECT * FROM audit_events'))).not.toContain(newPassword);
    } finally {
      await after.close();
    }
  });
});
