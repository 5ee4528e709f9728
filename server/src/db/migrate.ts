// Applies the forward-only SQL migrations once, even when several instances start together.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant key for the advisory lock that serialises migrators. */
const MIGRATION_LOCK_KEY = 7_245_112_901;

export interface Migration {
  name: string;
  sql: string;
}

export const loadMigrations = (dir = MIGRATIONS_DIR): Migration[] =>
  readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));

/** Returns the names of the migrations this call applied. */
export const migrate = async (db: Db, migrations = loadMigrations()): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });

/**
 * Splits a migration into statements so it can run inside the caller's transaction.
 * Statements end with `;` at the end of a line; `$$`-quoted bodies (functions) are kept whole.
 */
export const splitStatements = (sql: string): string[] => {
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollarQuote) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
};
