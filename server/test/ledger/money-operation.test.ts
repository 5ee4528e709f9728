// A money operation's Idempotency-Key is claimed in the round trip of the operation's first statements (issue 16): a
// retry of an answered key gets the stored answer and keeps nothing of what its run did meanwhile, whether that run
// would have gone through or been refused, and another request under the key gets 409 and keeps nothing either.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ERRORS } from '@blck/contract';
import type { Db } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createEventBus, type ChangeEvent } from '../../src/lib/events';
import { apiError } from '../../src/lib/http-error';
import { createAuditRepository } from '../../src/modules/audit/audit.repository';
import { createAuditService } from '../../src/modules/audit/audit.service';
import { createIdempotencyRepository } from '../../src/modules/ledger/idempotency.repository';
import { createIdempotency } from '../../src/modules/ledger/idempotency.service';
import { createLedgerRepository } from '../../src/modules/ledger/ledger.repository';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createMoneyOperations, type MoneyOperation } from '../../src/modules/ledger/money-operation';
import { testDatabases } from '../support/databases';

describe.each(testDatabases())('money operations with an Idempotency-Key on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  let money: ReturnType<typeof createMoneyOperations>;
  const announced: ChangeEvent[] = [];
  const actor = { id: randomUUID() };
  const context = { actor: null, ip: null, userAgent: null } as never;

  /** Writes a probe row named `label` and answers with its id; refused when `refuse` says so. */
  const probe = (key: string, label: string, refuse = false): MoneyOperation<{ id: string; label: string }> => ({
    name: 'probe',
    actor,
    idempotencyKey: key,
    request: { label },
    code: 'transfer',
    context,
    run: async ({ tx }) => {
      const id = randomUUID();
      await tx.query('INSERT INTO money_operation_probe (id, label) VALUES ($1, $2)', [id, label]);
      if (refuse) throw apiError(LEDGER_ERRORS.pendingNotFound);
      return { result: { id, label }, audit: null };
    },
    announce: (result) => [{ area: 'wallets', resource: 'probe', id: result.id, action: 'probed' }],
  });
  const rows = async () =>
    (await db.query<{ id: string; label: string }>('SELECT id, label FROM money_operation_probe ORDER BY label')).map(
      (row) => `${row.label}:${row.id}`,
    );

  beforeAll(async () => {
    ({ db, drop } = await database.create());
    await db.query('CREATE TABLE money_operation_probe (id uuid PRIMARY KEY, label text NOT NULL)');
    const clock = systemClock;
    const events = createEventBus();
    events.onChange((change) => announced.push(change));
    money = createMoneyOperations({
      db,
      ledger: createLedger({ ledgerRepository: createLedgerRepository(), clock }),
      idempotency: createIdempotency({ idempotencyRepository: createIdempotencyRepository(), clock }),
      audit: createAuditService({ db, auditRepository: createAuditRepository(), clock }),
      events,
    });
  });
  afterAll(() => drop());

  it('answers a retry with the stored answer, keeping nothing its run did, gone through or refused', async () => {
    const first = await money.run(probe('key-1', 'a'));
    expect(await rows()).toEqual([`a:${first.id}`]);
    expect(announced.map((change) => change.id)).toEqual([first.id]);

    expect(await money.run(probe('key-1', 'a'))).toEqual(first);
    expect(await money.run(probe('key-1', 'a', true))).toEqual(first);
    expect(await rows()).toEqual([`a:${first.id}`]);
    expect(announced.map((change) => change.id)).toEqual([first.id]);
  });

  it('refuses another request under the key with 409, keeping nothing, and still runs a new key', async () => {
    await expect(money.run(probe('key-1', 'b'))).rejects.toMatchObject({
      code: LEDGER_ERRORS.idempotencyKeyReused.code,
    });
    await expect(money.run(probe('key-2', 'c', true))).rejects.toMatchObject({
      code: LEDGER_ERRORS.pendingNotFound.code,
    });
    const second = await money.run(probe('key-2', 'c'));
    expect((await rows()).slice(1)).toEqual([`c:${second.id}`]);
  });
});
