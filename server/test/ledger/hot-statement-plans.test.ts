// The statements every money call sends after its own rows, storing the Idempotency-Key answers and reading events
// for the sealer, find their rows by primary key in the cached (generic) plan, whatever the tables hold: planned as
// joins, both hashed every key kept or every event on each call, as the deposit benchmark showed. So does a
// withdrawal's update of its lock, though the statistics last saw every lock withdrawn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client';
import { createAuditRepository } from '../../src/modules/audit/audit.repository';
import { createLocksRepository } from '../../src/modules/funds/locks.repository';
import { createIdempotencyRepository } from '../../src/modules/ledger/idempotency.repository';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { intakeInvestor } from '../support/investors';

const ROWS = 6000;

describe.each(testDatabases())('hot statement plans on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    // Statistics as stale as they are set below: the server's own refresh (where no autovacuum runs) not due.
    h = await createHarness(database, {}, { statisticsRefreshMs: 3_600_000 });
    await h.db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
       SELECT 'increaseWallet:' || (n % 3), gen_random_uuid()::text, md5(n::text), now() FROM generate_series(1, ${ROWS}) n`,
    );
    // The events as a young database's statistics last saw them: a few hundred, with a backlog waiting for the sealer.
    const addEvents = (n: number) =>
      h.db.query(
        `INSERT INTO audit_events (id, occurred_at, action, resource, after)
         SELECT gen_random_uuid(), now(), 'wallet.deposit', 'wallet', jsonb_build_object('amount', n::text)
         FROM generate_series(1, ${n}) n`,
      );
    await addEvents(300);
    for (const table of ['idempotency_keys', 'audit_events', 'audit_unsealed']) await h.db.query(`ANALYZE ${table}`);
    // Since then, thousands more, all sealed but the newest few.
    await addEvents(ROWS);
    await h.db.query(
      'DELETE FROM audit_unsealed WHERE seq NOT IN (SELECT seq FROM audit_unsealed ORDER BY seq DESC LIMIT 20)',
    );
    // Locks as a quiet night's statistics saw them, every one withdrawn; since then the day's locks, open.
    const investor = await intakeInvestor(h);
    const addLocks = (n: number, status: 'locked' | 'withdrawn') =>
      h.db.query(
        `INSERT INTO locked_funds (id, investor_id, wallet_address, amount, available_from, status, created_at,
           updated_at, withdrawn_at)
         SELECT gen_random_uuid(), $1, '0x' || lpad(n::text, 40, '0'), 100, now(), $2, now(), now(),
           CASE WHEN $2 = 'withdrawn' THEN now() END
         FROM generate_series(1, ${n}) n`,
        [investor.id, status],
      );
    await addLocks(ROWS, 'withdrawn');
    await h.db.query('ANALYZE locked_funds');
    await addLocks(ROWS / 2, 'locked');
  });
  afterAll(() => h?.close());

  /** The statement `send` makes, prepared with parameters of `types` and explained as its cached plan would run. */
  const genericPlan = async (send: (q: Queryable) => Promise<unknown>, types: string[], args: string[]) => {
    let sql = '';
    await send({
      query: async <T>(text: string) => {
        sql = text;
        return [] as T[];
      },
    });
    return h.db.transaction(async (tx) => {
      await tx.query(`PREPARE plan_probe${types.length ? `(${types.join(', ')})` : ''} AS ${sql}`);
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const rows = await tx.query<Record<string, string>>(
        `EXPLAIN EXECUTE plan_probe${args.length ? `(${args.join(', ')})` : ''}`,
      );
      await tx.query('DEALLOCATE plan_probe');
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  };

  it('storing the answers of a batch looks each key up by the primary key', async () => {
    const statement = createIdempotencyRepository().saveResponses([
      { scope: 'increaseWallet:1', key: 'k', response: { ok: true } },
    ]);
    const plan = await genericPlan((q) => q.query(statement.sql, statement.params), ['jsonb'], ["'[]'"]);
    expect(plan).toContain('idempotency_keys_pkey');
    expect(plan).not.toContain('Seq Scan on idempotency_keys');
  });

  it('the sealer reads each waiting event by its number', async () => {
    const plan = await genericPlan((q) => createAuditRepository().unsealed(q, 500), [], []);
    expect(plan).toContain('audit_events_pkey');
    expect(plan).not.toContain('Seq Scan on audit_events');
  });

  it("a withdrawal updates its lock by the lock's id, not by reading every open lock", async () => {
    const [, statement] = createLocksRepository().prepareWithdrawAll(
      [{ paymentId: '00000000-0000-4000-8000-000000000000', at: new Date() }],
      [{ lockId: '00000000-0000-4000-8000-000000000000', at: new Date(), reason: null }],
    );
    const plan = await genericPlan((q) => q.query(statement!.sql, statement!.params), ['jsonb'], ["'[]'"]);
    expect(plan).toContain('locked_funds_pkey');
    expect(plan).not.toContain('locked_funds_status_idx');
  });

  it('the answers land under their own keys only', async () => {
    const [first, second] = await h.db.query<{ scope: string; key: string }>(
      'SELECT scope, key FROM idempotency_keys ORDER BY key LIMIT 2',
    );
    const statement = createIdempotencyRepository().saveResponses([
      { scope: first!.scope, key: first!.key, response: { n: 1 } },
      { scope: second!.scope, key: second!.key, response: { n: 2 } },
      { scope: 'elsewhere', key: first!.key, response: { n: 3 } },
    ]);
    await h.db.query(statement.sql, statement.params);
    const answered = await h.db.query<{ key: string; response: unknown }>(
      'SELECT key, response FROM idempotency_keys WHERE response IS NOT NULL ORDER BY key',
    );
    expect(answered).toEqual([
      { key: first!.key, response: { n: 1 } },
      { key: second!.key, response: { n: 2 } },
    ]);
  });
});
