// The databases every API test runs on: in-memory PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/client';
import { migrate, type Migration } from '../../src/db/migrate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A new empty database with every migration applied, or only those given (to test a migration's backfill). */
  create(migrations?: Migration[]): Promise<{ db: Db; url: string | null; drop(): Promise<void> }>;
}

/** Applies the migrations, or drops the new database and rethrows when one fails. */
const migrated = async (db: Db, migrations: Migration[] | undefined, drop: () => Promise<void>) => {
  try {
    await migrate(db, migrations);
  } catch (error) {
    await drop();
    throw error;
  }
};

const pglite: TestDatabase = {
  name: 'pglite',
  create: async (migrations) => {
    const db = await createPgliteDb();
    await migrated(db, migrations, () => db.close());
    return { db, url: null, drop: () => db.close() };
  },
};

/** Creates a throw-away database next to TEST_DATABASE_URL's and drops it afterwards. */
export const createPostgresDatabase = async (baseUrl: string) => {
  const name = `blck_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

const postgres = (baseUrl: string): TestDatabase => ({
  name: 'postgres',
  create: async (migrations) => {
    const created = await createPostgresDatabase(baseUrl);
    const db = createPostgresDb(created.url, { max: 40 });
    const drop = async () => {
      await db.close();
      await created.drop();
    };
    await migrated(db, migrations, drop);
    return { db, url: created.url, drop };
  },
});

export const postgresUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export const testDatabases = (): TestDatabase[] => {
  const url = postgresUrl();
  return url ? [pglite, postgres(url)] : [pglite];
};
