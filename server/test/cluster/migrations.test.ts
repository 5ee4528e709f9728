// Several instances starting together against one empty PostgreSQL: every migration is applied exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDb, type Db } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { createPostgresDatabase, postgresUrl } from '../support/databases';

const baseUrl = postgresUrl();

describe.skipIf(!baseUrl)('migrations started by several instances at once', () => {
  const pools: Db[] = [];
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    for (const drop of drops) await drop();
  });

  it('applies each migration once: one instance applies them all, the others find nothing left to do', async () => {
    const created = await createPostgresDatabase(baseUrl!);
    drops.push(created.drop);
    const instances = Array.from({ length: 4 }, () => createPostgresDb(created.url, { max: 2 }));
    pools.push(...instances);
    const names = loadMigrations().map((migration) => migration.name);

    const applied = await Promise.all(instances.map((db) => migrate(db)));

    const appliers = applied.filter((list) => list.length > 0);
    expect(appliers).toEqual([names]);
    expect(applied.filter((list) => list.length === 0)).toHaveLength(instances.length - 1);
    const recorded = await instances[0]!.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(names);
    // Migrations seed rows (official wallets, fiats): applied twice, they would be there twice.
    const [wallets] = await instances[0]!.query<{ n: number; distinct: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT currency)::int AS distinct FROM official_wallets',
    );
    expect(wallets!.n).toBe(wallets!.distinct);
    expect(wallets!.n).toBeGreaterThan(0);

    // A later start applies only what is new.
    const later = [...loadMigrations(), { name: '9999_test_only', sql: 'CREATE TABLE test_only_marker (id int);' }];
    const again = await Promise.all(instances.map((db) => migrate(db, later)));
    expect(again.filter((list) => list.length > 0)).toEqual([['9999_test_only']]);
  });
});
