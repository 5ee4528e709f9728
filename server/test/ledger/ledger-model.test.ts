// Property test: random deposits, transfers, reservations, posts and voids against an in-memory model.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepository } from '../../src/modules/ledger/ledger.repository';
import { EXTERNAL_KIND, createLedger } from '../../src/modules/ledger/ledger.service';
import { HttpError } from '../../src/lib/http-error';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

type Op =
  | { type: 'deposit'; to: number; amount: bigint }
  | { type: 'transfer'; from: number; to: number; amount: bigint }
  | { type: 'withdraw'; from: number; amount: bigint }
  | { type: 'reserve'; from: number; to: number; amount: bigint }
  | { type: 'post' | 'void'; pending: number };

const ACCOUNTS = 4;
const amount = fc.bigInt({ min: 1n, max: 10n ** 21n });
const account = fc.integer({ min: 0, max: ACCOUNTS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), to: account, amount }),
  fc.record({ type: fc.constant('transfer' as const), from: account, to: account, amount }),
  fc.record({ type: fc.constant('withdraw' as const), from: account, amount }),
  fc.record({ type: fc.constant('reserve' as const), from: account, to: account, amount }),
  fc.record({ type: fc.constantFrom('post' as const, 'void' as const), pending: fc.nat({ max: 20 }) }),
);

interface Counters {
  dp: bigint;
  cp: bigint;
  dn: bigint;
  cn: bigint;
}
const zero = (): Counters => ({ dp: 0n, cp: 0n, dn: 0n, cn: 0n });

describe('ledger model', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(testDatabases()[0]!);
  });
  afterAll(() => h?.close());

  it('keeps every balance equal to the model, debits equal to credits, and recomputed balances equal stored ones', async () => {
    const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock: h.clock });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const currency = `T${randomUUID().slice(0, 8)}`;
        const ids = await h.db.transaction(async (tx) => {
          const made: string[] = [];
          for (let i = 0; i < ACCOUNTS; i++) {
            made.push(
              await ledger.ensureAccount(tx, { kind: 'test', owner: `${currency}:${i}`, currency, noOverdraft: true }),
            );
          }
          return made;
        });
        const model = ids.map(zero);
        const external = zero();
        const pendings: Array<{ id: string; from: number; to: number; amount: bigint; resolved: boolean }> = [];
        const available = (i: number) => model[i]!.cp - model[i]!.dp - model[i]!.dn;
        const expectRefusal = async (run: () => Promise<unknown>, code: string) => {
          const error = await run().then(
            () => null,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).code).toBe(code);
        };

        for (const step of ops) {
          if (step.type === 'deposit') {
            await h.db.transaction(async (tx) =>
              ledger.transfer(tx, {
                debit: await ledger.externalAccount(tx, currency),
                credit: ids[step.to]!,
                amount: step.amount,
                adminId: null,
              }),
            );
            external.dp += step.amount;
            model[step.to]!.cp += step.amount;
          } else if (step.type === 'withdraw') {
            const run = () =>
              h.db.transaction(async (tx) =>
                ledger.transfer(tx, {
                  debit: ids[step.from]!,
                  credit: await ledger.externalAccount(tx, currency),
                  amount: step.amount,
                  adminId: null,
                }),
              );
            if (available(step.from) < step.amount) await expectRefusal(run, 'INSUFFICIENT_FUNDS');
            else {
              await run();
              model[step.from]!.dp += step.amount;
              external.cp += step.amount;
            }
          } else if (step.type === 'transfer' || step.type === 'reserve') {
            if (step.from === step.to) continue;
            const request = { debit: ids[step.from]!, credit: ids[step.to]!, amount: step.amount, adminId: null };
            const run = () =>
              h.db.transaction((tx) =>
                step.type === 'transfer'
                  ? ledger.transfer(tx, request)
                  : ledger.reserve(tx, { ...request, availableFrom: null }),
              );
            if (available(step.from) < step.amount) await expectRefusal(run, 'INSUFFICIENT_FUNDS');
            else {
              const transfer = await run();
              if (step.type === 'transfer') {
                model[step.from]!.dp += step.amount;
                model[step.to]!.cp += step.amount;
              } else {
                model[step.from]!.dn += step.amount;
                model[step.to]!.cn += step.amount;
                pendings.push({ id: transfer.id, from: step.from, to: step.to, amount: step.amount, resolved: false });
              }
            }
          } else {
            const pending = pendings[step.pending % Math.max(1, pendings.length)];
            if (!pending) continue;
            const run = () =>
              h.db.transaction((tx) =>
                step.type === 'post' ? ledger.post(tx, pending.id, null) : ledger.void(tx, pending.id, null),
              );
            if (pending.resolved) await expectRefusal(run, 'ALREADY_RESOLVED');
            else {
              await run();
              pending.resolved = true;
              model[pending.from]!.dn -= pending.amount;
              model[pending.to]!.cn -= pending.amount;
              if (step.type === 'post') {
                model[pending.from]!.dp += pending.amount;
                model[pending.to]!.cp += pending.amount;
              }
            }
          }
        }

        const stored = await h.db.query<{
          owner: string;
          kind: string;
          dp: string;
          cp: string;
          dn: string;
          cn: string;
        }>(
          `SELECT owner, kind, debits_posted::text AS dp, credits_posted::text AS cp, debits_pending::text AS dn,
                  credits_pending::text AS cn FROM ledger_accounts WHERE currency = $1`,
          [currency],
        );
        const sumExternal = zero();
        for (const row of stored) {
          const counters = { dp: BigInt(row.dp), cp: BigInt(row.cp), dn: BigInt(row.dn), cn: BigInt(row.cn) };
          if (row.kind === EXTERNAL_KIND) {
            for (const key of ['dp', 'cp', 'dn', 'cn'] as const) sumExternal[key] += counters[key];
          } else {
            expect(counters).toEqual(model[Number(row.owner.split(':')[1])]);
          }
          expect(counters.dp + counters.dn <= counters.cp || row.kind === EXTERNAL_KIND).toBe(true);
        }
        expect(sumExternal).toEqual(external);
        const verdict = await ledger.verify(h.db);
        expect(verdict.mismatches).toEqual([]);
        expect(verdict.balanced).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('finds an account whose stored counters drifted from its transfers, and an untouched account only', async () => {
    const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock: h.clock });
    const currency = `D${randomUUID().slice(0, 8)}`;
    const [drifted, untouched] = await h.db.transaction(async (tx) => {
      const spec = (i: number) => ({ kind: 'test', owner: `${currency}:${i}`, currency, noOverdraft: false });
      const accounts = [await ledger.ensureAccount(tx, spec(0)), await ledger.ensureAccount(tx, spec(1))];
      await ledger.transfer(tx, { debit: accounts[0]!, credit: accounts[1]!, amount: 5n, adminId: null });
      return accounts;
    });
    expect((await ledger.verify(h.db)).mismatches).toEqual([]);
    await h.db.query(`UPDATE ledger_accounts SET credits_posted = credits_posted + 7 WHERE id = $1`, [drifted]);
    try {
      const verdict = await ledger.verify(h.db);
      expect(verdict.mismatches).toEqual([{ id: drifted, stored: '5/7/0/0', computed: '5/0/0/0' }]);
      expect(verdict.mismatches.map((row) => row.id)).not.toContain(untouched);
      expect(verdict.balanced).toBe(false);
    } finally {
      await h.db.query(`UPDATE ledger_accounts SET credits_posted = credits_posted - 7 WHERE id = $1`, [drifted]);
    }
    expect((await ledger.verify(h.db)).balanced).toBe(true);
  });

  it('refuses UPDATE and DELETE on transfers', async () => {
    await expect(h.db.query(`UPDATE ledger_transfers SET amount = amount + 1`)).rejects.toThrow(/append-only/);
    await expect(h.db.query(`DELETE FROM ledger_transfers`)).rejects.toThrow(/append-only/);
  });
});
