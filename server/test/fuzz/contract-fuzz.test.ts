// Our own fuzzer, driven by the contract: every endpoint, every field of its params, query, body and headers, filled
// from a generator derived from the endpoint's zod schemas and mixed with hostile values (missing, wrong type, unknown
// fields, empty, huge and control-character strings, hostile amounts and dates, bad ids, malformed JSON, wrong content
// types). Every answer must be below 500; every 4xx must be the error envelope with a sentence; a refusal changes
// nothing (audit head, ledger transfers, list totals), and the books verify at the end.
// Seeded and bounded: FUZZ_SEED (default printed), FUZZ_RUNS per endpoint, FUZZ_DATABASES=all for PostgreSQL runs
// of the full size (otherwise PostgreSQL, when TEST_DATABASE_URL is set, gets a short run).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { MAX_AMOUNT, endpoints, type Endpoint } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import { intakeInvestor } from '../support/investors';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SHORT_RUNS = Math.max(2, Math.ceil(RUNS / 4));
/** Refusals that change something by design: a wrong password is counted toward the lockout and audited. */
const AUDITED_REFUSALS = new Set(['INVALID_PASSWORD', 'ACCOUNT_LOCKED']);
/** Percent-encodes any string; a lone surrogate (not UTF-16 text) is sent as an invalid UTF-8 sequence instead. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};
/** Calls that would end the fuzzer's own session. */
const SKIPPED = new Set(['signOut']);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '\u001b[31m',
  '\u007f',
  '\ud800',
  '\u202e',
  'x'.repeat(10_000),
  '😀'.repeat(200),
  '9'.repeat(60),
  `${'9'.repeat(60)}.${'9'.repeat(18)}`,
  MAX_AMOUNT,
  `${MAX_AMOUNT}1`,
  '-1',
  '-0',
  '0',
  '0.0000000000000000001',
  '1e3',
  '1E400',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '1,000',
  '2099-12-31T23:00:00-05:00',
  '1900-01-01T01:00:00+05:00',
  '1899-12-31',
  '2100-01-01',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '-000001-01-01T00:00:00Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "'; DROP TABLE admins; --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '{"a":1}',
  'a'.repeat(64),
  '0'.repeat(32),
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  [],
  [null],
  {},
  { a: 1 },
  { __proto__: { polluted: true } },
];

/** Unwraps optional, default, nullable and pipe wrappers to the schema that checks the value. */
const core = (schema: z.ZodType): z.ZodType => {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
  if (['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type) && def.innerType) {
    return core(def.innerType);
  }
  if (def.type === 'pipe' && def.in) return core(def.in);
  return schema;
};

interface Pools {
  ids: string[];
  emails: string[];
  wallets: string[];
}

/** Values that pass a field's schema often enough for the request to reach the service, mixed with hostile ones. */
const valueFor = (schema: z.ZodType, pools: Pools, depth = 0): fc.Arbitrary<unknown> => {
  const inner = core(schema);
  const def = (inner as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_VALUES));
  const plausible = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string': {
        const format = (inner as unknown as { format?: string }).format;
        if (format === 'uuid') return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
        if (format === 'email') return fc.constantFrom(...pools.emails);
        if (format === 'datetime') return fc.constantFrom('2030-01-01T00:00:00Z', '2000-06-01T12:00:00+02:00');
        return fc.oneof(
          fc.constantFrom(...pools.wallets, '1', '1250.5', 'USD', 'BLCK', '2026-01-01', 'Ada', 'a'.repeat(64)),
          fc.string({ maxLength: 40 }),
        );
      }
      case 'number':
        return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double());
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...(inner as unknown as { options: unknown[] }).options);
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'array':
        return depth > 2
          ? fc.constant([])
          : fc.array(valueFor(def.element as z.ZodType, pools, depth + 1), { maxLength: 3 });
      case 'object':
        return depth > 2 ? fc.constant({}) : objectFor(inner, pools, depth + 1);
      case 'union':
        return fc.oneof(...(def.options as z.ZodType[]).map((option) => valueFor(option, pools, depth + 1)));
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: hostile, weight: 1 });
};

/** An object of the schema's fields, each present or missing, sometimes with an unknown field. */
const objectFor = (schema: z.ZodType, pools: Pools, depth = 0): fc.Arbitrary<Record<string, unknown>> => {
  const shape = (core(schema) as unknown as { def: { shape?: Record<string, z.ZodType> } }).def.shape ?? {};
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, valueFor(field, pools, depth)]),
  ) as Record<string, fc.Arbitrary<unknown>>;
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.record(fields),
      fc.boolean(),
      fc.option(fc.constantFrom({ unknownField: 'x' }, { success: true }, { id: '1' }), { freq: 5 }),
    )
    .map(([some, all, useAll, extra]) => ({ ...(useAll ? all : some), ...(extra ?? {}) }));
};

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const MALFORMED_BODIES: Array<[string, string]> = [
  ['{', 'application/json'],
  ['{"a":', 'application/json'],
  ['', 'application/json'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"text"', 'application/json'],
  ['1e400', 'application/json'],
  ['{"a":1}', 'text/plain'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  ['{"a":1}', 'application/xml'],
  ['{"a":1}', 'application/json; charset=utf-16'],
  ['\u0000', 'application/json'],
];

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.map((item) => `${encode(key)}=${encode(String(item))}`)
        : [`${encode(key)}=${encode(typeof value === 'object' ? JSON.stringify(value) : String(value))}`],
    )
    .join('&');

const requestFor = (endpoint: Endpoint, pools: Pools): fc.Arbitrary<FuzzRequest> => {
  const params = endpoint.params ? objectFor(endpoint.params, pools) : fc.constant({});
  const query = endpoint.query
    ? fc.oneof(
        { arbitrary: objectFor(endpoint.query, pools), weight: 4 },
        { arbitrary: fc.constantFrom({ page: '%zz' }, { page: '1e400' }, { perPage: '-1' }), weight: 1 },
      )
    : fc.constant({});
  const headers = endpoint.headers ? objectFor(endpoint.headers, pools) : fc.constant({});
  const body = endpoint.body
    ? fc.oneof(
        {
          arbitrary: objectFor(endpoint.body, pools).map((value) => [JSON.stringify(value), 'application/json']),
          weight: 5,
        },
        { arbitrary: fc.constantFrom(...MALFORMED_BODIES), weight: 1 },
        {
          arbitrary: fc
            .jsonValue({ maxDepth: 2 })
            .map((value) => [JSON.stringify(value) ?? 'null', 'application/json']),
          weight: 1,
        },
      )
    : fc.constant(null);
  return fc.record({ params, query, headers, body, rawParams: fc.boolean() }).map((input) => {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = (input.params as Record<string, unknown>)[name];
      const text = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
      return input.rawParams ? text.replace(/[/?#\s]/g, '') || 'x' : encode(text);
    });
    const search = queryString(input.query as Record<string, unknown>);
    const headerValues = Object.fromEntries(
      Object.entries(input.headers as Record<string, unknown>)
        .map(([name, value]) => [name, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')])
        .filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value!)),
    ) as Record<string, string>;
    const [payload, contentType] = (input.body as [string, string] | null) ?? [undefined, undefined];
    return {
      url: search ? `${path}?${search}` : path,
      headers: { ...headerValues, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    };
  });
};

describe.each(testDatabases())('contract fuzzer on $name', (database) => {
  let h: Harness;
  let admin: SignedIn;
  let pools: Pools;
  const runs = database.name === 'pglite' || process.env.FUZZ_DATABASES === 'all' ? RUNS : SHORT_RUNS;
  const figures = { requests: 0, serverErrors: 0, nonEnvelope: 0, changes: 0, byStatus: {} as Record<number, number> };
  const findings: string[] = [];

  beforeAll(async () => {
    h = await createHarness(database, { RATE_LIMIT_INTAKE_PER_MINUTE: '1000000' });
    const a = await h.createAdmin({ email: 'fuzzer@example.com' });
    admin = await h.signIn(a.email, a.password);
    const issuer = await createIssuerFixture(h.db);
    const investor = await intakeInvestor(h);
    const ids = await h.db.query<{ id: string }>(
      `SELECT id::text FROM admins UNION ALL SELECT id::text FROM fiats UNION ALL SELECT id::text FROM investor_payments`,
    );
    pools = {
      ids: [issuer.id, investor.id, a.id, ...ids.map((row) => row.id), randomUUID()],
      emails: [issuer.email, a.email, investor.contactEmail, 'new-person@example.com'],
      wallets: [issuer.wallet, `0x${'ab'.repeat(20)}`],
    };
  });
  afterAll(() => h?.close());

  /** What a refusal must leave as it was: the audit head, the ledger, and the totals the lists show. */
  const snapshot = async () =>
    JSON.stringify(
      await h.db.query(
        `SELECT (SELECT coalesce(max(seq), 0)::text FROM audit_events) AS audit,
           (SELECT count(*) FROM ledger_transfers)::int AS transfers,
           (SELECT count(*) FROM admins)::int AS admins, (SELECT count(*) FROM issuers)::int AS issuers,
           (SELECT count(*) FROM investors)::int AS investors, (SELECT count(*) FROM locked_funds)::int AS locks,
           (SELECT count(*) FROM blck_values)::int AS values, (SELECT count(*) FROM custom_validators)::int AS validators`,
      ),
    );

  it(`answers every endpoint below 500, in the envelope, changing nothing on refusal (seed ${SEED})`, async () => {
    const list = Object.values(endpoints as Record<string, Endpoint>).filter((e) => !SKIPPED.has(e.operationId));
    for (const [index, endpoint] of list.entries()) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(endpoint, pools), async (request) => {
            const before = await snapshot();
            const signedIn = endpoint.access !== 'public';
            const headers: Record<string, string> = { ...request.headers };
            if (signedIn && endpoint.access !== 'intake') {
              if (endpoint.service === 'auth') headers.authtoken = admin.token;
              else headers.authorization = `Bearer ${admin.token}`;
            }
            if (endpoint.access === 'intake') headers['x-api-key'] = INTAKE_KEY;
            const response = await h.app.server.inject({
              method: endpoint.method,
              url: request.url,
              headers,
              cookies: signedIn ? { authbinding: admin.binding } : {},
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            figures.requests += 1;
            figures.byStatus[response.statusCode] = (figures.byStatus[response.statusCode] ?? 0) + 1;
            const where = `${endpoint.operationId} ${endpoint.method} ${request.url.slice(0, 200)} ${String(request.payload).slice(0, 200)}`;
            if (response.statusCode >= 500) {
              figures.serverErrors += 1;
              findings.push(`${response.statusCode} ${where}`);
            }
            if (response.statusCode >= 400) {
              let body: { success?: unknown; message?: unknown; error?: unknown };
              try {
                body = response.json();
              } catch {
                body = {};
              }
              if (
                body.success !== false ||
                typeof body.message !== 'string' ||
                body.message.trim() === '' ||
                typeof body.error !== 'string'
              ) {
                figures.nonEnvelope += 1;
                findings.push(`non-envelope ${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
              }
              if (!AUDITED_REFUSALS.has(String(body.error)) && (await snapshot()) !== before) {
                figures.changes += 1;
                findings.push(`changed on ${response.statusCode} ${where}`);
              }
            }
            return response.statusCode < 500;
          }),
          { seed: SEED + index, numRuns: runs, endOnFailure: true, verbose: 0, interruptAfterTimeLimit: 120_000 },
        )
        .catch((error: unknown) =>
          findings.push(`property failed for ${endpoint.operationId}: ${String(error).slice(0, 500)}`),
        );
    }
    const verdict = await h.app.ledger.verify(h.db);
    const audit = await h.call(endpoints.verifyAudit, { session: admin });
    console.log(
      `[fuzz ${database.name}] seed ${SEED}, ${runs} runs per endpoint, ${list.length} endpoints: ` +
        `${figures.requests} requests, ${figures.serverErrors} answers ≥ 500, ${figures.nonEnvelope} non-envelope ` +
        `errors, ${figures.changes} refusals that changed something; statuses ${JSON.stringify(figures.byStatus)}; ` +
        `ledger ${verdict.balanced && verdict.mismatches.length === 0 ? 'clean' : 'NOT clean'}, audit chain ` +
        `${audit.json().valid ? 'valid' : 'BROKEN'}`,
    );
    if (findings.length) console.log(findings.slice(0, 40).join('\n'));
    expect(findings).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.nonEnvelope).toBe(0);
    expect(figures.changes).toBe(0);
    expect(verdict.mismatches).toEqual([]);
    expect(verdict.balanced).toBe(true);
    expect(audit.json().valid).toBe(true);
  }, 600_000);
});
