// Databases an instance process can be killed over and the test can open afterwards: PostgreSQL, and PGlite on disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createPostgresDatabase, postgresUrl } from './databases';
import { createIssuerFixture } from './issuers';

export interface Store {
  name: string;
  env: Record<string, string>;
  /** Opens the database from the test; for PGlite only while no instance holds it. */
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

export const postgresStore = async (baseUrl: string): Promise<Store> => {
  const created = await createPostgresDatabase(baseUrl);
  return {
    name: 'postgres',
    env: { DATABASE_URL: created.url },
    open: async () => createPostgresDb(created.url, { max: 2 }),
    cleanup: created.drop,
  };
};

export const pgliteStore = async (): Promise<Store> => {
  const dir = mkdtempSync(join(tmpdir(), 'blck-crash-'));
  const dataDir = join(dir, 'data');
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => createPgliteDb(dataDir),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** Both, for `describe.each`; PostgreSQL is skipped where the run has none. */
export const crashStores = [
  { name: 'postgres', make: () => postgresStore(postgresUrl()!), skip: !postgresUrl() },
  { name: 'pglite', make: pgliteStore, skip: false },
];

/** Migrates the store's database and makes `count` issuers with a wallet and KYC done, before an instance holds it. */
export const seedWallets = async (store: Store, count: number): Promise<string[]> => {
  const db = await store.open();
  try {
    await migrate(db);
    const wallets: string[] = [];
    for (let i = 0; i < count; i++) wallets.push((await createIssuerFixture(db)).wallet);
    return wallets;
  } finally {
    await db.close();
  }
};
