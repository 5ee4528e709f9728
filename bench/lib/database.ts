// Gives a benchmark a fresh, migrated database of the kind it asks for: PGlite (memory or disk) or PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createPgliteDb, createPostgresDb, type Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';

/**
 * `pglite` + `disk` is what `npm start` runs by default (a data directory); `memory` skips the file
 * system. `postgres` creates a throw-away database next to `url` and drops it on close.
 */
export type DatabaseChoice =
  { kind: 'pglite'; storage: 'memory' | 'disk' } | { kind: 'postgres'; url?: string; poolSize?: number };

/** PostgreSQL of the benchmark machine (trust auth); BENCH_DATABASE_URL overrides it. */
export const defaultPostgresUrl = () => process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The setups whose database BENCH_DATABASES names (`pglite`, `postgres`, or both comma-separated); all without it. */
export const chosenSetups = <S extends { database: DatabaseChoice }>(setups: readonly S[]): S[] => {
  const chosen = process.env.BENCH_DATABASES?.split(',');
  return setups.filter((setup) => !chosen || chosen.includes(setup.database.kind));
};

export interface BenchDatabase {
  db: Db;
  /** Printed beside the figures: `pglite-disk`, `pglite-memory`, `postgres`. */
  label: string;
  /** PostgreSQL only: the throw-away database's URL, for a connection of its own outside the pool. */
  url?: string;
  close(): Promise<void>;
}

const openPglite = async (storage: 'memory' | 'disk'): Promise<BenchDatabase> => {
  const dir = storage === 'disk' ? mkdtempSync(join(tmpdir(), 'blck-bench-')) : undefined;
  const db = await createPgliteDb(dir);
  await migrate(db);
  return {
    db,
    label: `pglite-${storage}`,
    close: async () => {
      await db.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

const openPostgres = async (baseUrl: string, poolSize: number): Promise<BenchDatabase> => {
  const name = `blck_bench_${randomBytes(6).toString('hex')}`;
  const maintenance = createPostgresDb(baseUrl, { max: 1 });
  try {
    await maintenance.query(`CREATE DATABASE ${name}`);
  } finally {
    await maintenance.close();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDb(url.toString(), { max: poolSize });
  await migrate(db);
  return {
    db,
    label: 'postgres',
    url: url.toString(),
    close: async () => {
      await db.close();
      const cleanup = createPostgresDb(baseUrl, { max: 1 });
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.close();
      }
    },
  };
};

export const openBenchDatabase = (choice: DatabaseChoice): Promise<BenchDatabase> =>
  choice.kind === 'pglite'
    ? openPglite(choice.storage)
    : openPostgres(choice.url ?? defaultPostgresUrl(), choice.poolSize ?? 20);
