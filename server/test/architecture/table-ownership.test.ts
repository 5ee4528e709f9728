// One owner per table: a module's SQL names only the tables it owns, and reads another module's data only through a
// view its owner defines (0016, 0017). dependency-cruiser sees imports, not SQL; this reads the SQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..', '..', 'src');
const MIGRATIONS = join(SERVER, 'db', 'migrations');
const MODULES = join(SERVER, 'modules');

/** Which module owns each table; the infrastructure's own tables belong to `db/` and `adapters/`. */
const OWNERS: Record<string, readonly string[]> = {
  admins: ['admins'],
  approvals: ['approval_policies', 'proposals'],
  audit: ['audit_events', 'audit_head', 'audit_links', 'audit_unsealed'],
  auth: ['sessions', 'signin_attempts', 'signin_failures', 'password_resets', 'registration_tokens'],
  'blck-value': ['blck_values'],
  fiats: ['fiats'],
  funds: ['investor_payments', 'locked_funds', 'locked_fund_payments', 'locked_fund_wallets'],
  histories: ['deposits', 'deposit_day_counts'],
  investors: ['investors', 'investor_counts', 'investor_day_counts'],
  issuers: ['issuers', 'custom_tokens'],
  ledger: ['ledger_accounts', 'ledger_transfers', 'ledger_kind_totals', 'idempotency_keys'],
  validators: ['custom_validators'],
  wallets: ['official_wallets'],
  'db/': ['app_secrets', 'captcha_nonces', 'rate_limits'],
  'adapters/': ['socket_io_attachments'],
};

const migrationsSql = () =>
  readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
    .join('\n');

const created = (kind: 'TABLE' | 'VIEW') =>
  new Set(
    [...migrationsSql().matchAll(new RegExp(`CREATE ${kind} (?:IF NOT EXISTS )?([a-z_]+)`, 'g'))].map((m) => m[1]!),
  );

/** The tables a piece of SQL reads or writes (views are not tables, so reading one is always allowed). */
const tablesIn = (source: string, tables: ReadonlySet<string>) =>
  new Set(
    [...source.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+([a-z_]+)/g)]
      .map((match) => match[1]!)
      .filter((name) => tables.has(name)),
  );

/** Each `module/file: table` where a module's file names a table another module owns. */
const foreignTables = (module: string, file: string, source: string, tables: ReadonlySet<string>) =>
  [...tablesIn(source, tables)]
    .filter((table) => !(OWNERS[module] ?? []).includes(table))
    .map((table) => `${module}/${file}: ${table}`);

const moduleFiles = () =>
  readdirSync(MODULES).flatMap((module) =>
    readdirSync(join(MODULES, module))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({ module, file, source: readFileSync(join(MODULES, module, file), 'utf8') })),
  );

describe('table ownership', () => {
  const tables = created('TABLE');

  it('gives every table of the migrations exactly one owner', () => {
    const owned = Object.values(OWNERS).flat();
    expect(new Set(owned).size).toBe(owned.length);
    expect([...tables].sort()).toEqual([...owned].sort());
  });

  it("finds a module's SQL that names a table it does not own", () => {
    const source = 'const FROM_ = `SELECT v.id FROM blck_values v LEFT JOIN admins a ON a.id = v.created_by`;';
    expect(foreignTables('blck-value', 'example.ts', source, tables)).toEqual(['blck-value/example.ts: admins']);
    expect(foreignTables('admins', 'example.ts', 'UPDATE admins SET is_active = false', tables)).toEqual([]);
  });

  it('lets no module name another module’s table: it reads the view the owner defines', () => {
    const views = created('VIEW');
    expect(views.size).toBeGreaterThanOrEqual(12);
    const files = moduleFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(({ module, file, source }) => foreignTables(module, file, source, tables))).toEqual([]);
  });
});
