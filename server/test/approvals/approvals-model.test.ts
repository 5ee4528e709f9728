// Property test on PGlite and PostgreSQL: any interleaving of proposals, approvals (also two at once), rejections,
// withdrawals and direct moves on one investor keeps the books balanced, leaves every payment at the amount a simple
// model predicts, answers each decision as the model says (200, 403 or 409), and never applies a proposal twice.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, toBaseUnits, type Investor } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { activeInvestor, fundsList, getInvestor, verifyBooks } from '../support/investors';

const DECIDERS = ['maker', 'checker', 'other'] as const;
type Decider = (typeof DECIDERS)[number];

type Op =
  | { type: 'propose'; payment: 0 | 1; amount: string }
  | { type: 'direct'; payment: 0 | 1; amount: string }
  | { type: 'approve' | 'reject'; proposal: number; by: Decider }
  | { type: 'withdraw'; proposal: number }
  /** Two deciders approve the same proposal at once. */
  | { type: 'race'; proposal: number };

const payment = fc.constantFrom(0 as const, 1 as const);
const large = fc.integer({ min: 100_001, max: 9_000_000 }).map(String);
/** A direct move's target amount: usually a change below the threshold, sometimes (from a large balance) above. */
const small = fc.integer({ min: 1, max: 100_000 }).map(String);
const proposal = fc.nat({ max: 6 });
const by = fc.constantFrom(...DECIDERS);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('propose' as const), payment, amount: large }),
  fc.record({ type: fc.constant('direct' as const), payment, amount: small }),
  fc.record({ type: fc.constant('approve' as const), proposal, by }),
  fc.record({ type: fc.constant('reject' as const), proposal, by }),
  fc.record({ type: fc.constant('withdraw' as const), proposal }),
  fc.record({ type: fc.constant('race' as const), proposal }),
);

const THRESHOLD = toBaseUnits('100000');

interface ModelProposal {
  id: string;
  /** Who made it: they may only withdraw it. */
  maker: Decider;
  payment: 0 | 1;
  amount: string;
  /** The investor's change count when it was made: it applies only if nothing changed since. */
  madeAt: number;
  status: 'pending' | 'applied' | 'rejected' | 'withdrawn';
}

describe.each(testDatabases())('four eyes model on $name', (database) => {
  let h: Harness;
  const sessions = {} as Record<'first' | 'maker' | 'checker' | 'other' | 'viewer', SignedIn>;
  beforeAll(async () => {
    h = await createHarness(database, { FOUR_EYES: 'on' });
    sessions.first = await h.signIn('first@example.com', 'first admin passphrase 2026');
    for (const name of ['maker', 'checker', 'other'] as const) {
      const admin = await h.createAdmin({ permissions: ['funds.manage', 'investors.manage'] });
      sessions[name] = await h.signIn(admin.email, admin.password);
    }
    const viewer = await h.createAdmin({ permissions: ['investors.view'] });
    sessions.viewer = await h.signIn(viewer.email, viewer.password);
  });
  afterAll(() => h?.close());

  it('keeps the books, the amounts and every decision as the model says, and applies no proposal twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const start = await activeInvestor(h, sessions.first);
        const amounts = start.paymentList.map((p) => p.amount);
        let changes = 0;
        const proposals: ModelProposal[] = [];
        const current = async (): Promise<Investor> => (await getInvestor(h, sessions.viewer, start.id)).investor;
        const send = async (session: SignedIn, index: 0 | 1, amount: string) =>
          h.call(endpoints.updateInvestorFunds, {
            session,
            body: {
              id: start.id,
              paymentType: start.paymentType,
              paymentList: fundsList(await current(), { [index]: amount }),
            },
          });

        /** A funds change as the model sees it: applied at once at or below the threshold, else a proposal. */
        const move = async (maker: Decider, index: 0 | 1, amount: string) => {
          const response = await send(sessions[maker], index, amount);
          const delta = toBaseUnits(amount) - toBaseUnits(amounts[index]!);
          if (delta <= THRESHOLD && delta >= -THRESHOLD) {
            expect(response.statusCode, response.body).toBe(200);
            if (delta !== 0n) {
              amounts[index] = amount;
              changes += 1;
            }
            return;
          }
          expect(response.statusCode, response.body).toBe(202);
          const id = response.json().proposal.id as string;
          proposals.push({ id, maker, payment: index, amount, madeAt: changes, status: 'pending' });
        };
        const applies = (target: ModelProposal) => target.status === 'pending' && target.madeAt === changes;
        const apply = (target: ModelProposal) => {
          target.status = 'applied';
          amounts[target.payment] = target.amount;
          changes += 1;
        };

        for (const step of ops) {
          if (step.type === 'propose') {
            await move('maker', step.payment, step.amount);
          } else if (step.type === 'direct') {
            // Another admin's change: small ones apply at once; a large difference is held back like any other.
            await move('other', step.payment, step.amount);
          } else if (step.type === 'race') {
            const target = proposals[step.proposal];
            if (!target) continue;
            const deciders = DECIDERS.filter((decider) => decider !== target.maker);
            const answers = await Promise.all(
              deciders.map((decider) =>
                h.call(endpoints.approveProposal, { session: sessions[decider], params: { id: target.id }, body: {} }),
              ),
            );
            const codes = answers.map((answer) => answer.statusCode).sort();
            if (applies(target)) {
              expect(codes).toEqual([200, 409]);
              apply(target);
            } else {
              expect(codes).toEqual([409, 409]);
            }
          } else {
            const target = proposals[step.proposal];
            if (!target) continue;
            const actor = step.type === 'withdraw' ? target.maker : step.by;
            const endpoint = {
              approve: endpoints.approveProposal,
              reject: endpoints.rejectProposal,
              withdraw: endpoints.withdrawProposal,
            }[step.type];
            const response = await h.call(endpoint, {
              session: sessions[actor],
              params: { id: target.id },
              body: step.type === 'reject' ? { comment: 'No.' } : {},
            });
            if (step.type !== 'withdraw' && actor === target.maker) {
              expect(response.statusCode, response.body).toBe(403);
            } else if (target.status !== 'pending') {
              expect(response.statusCode, response.body).toBe(409);
            } else if (step.type === 'approve' && !applies(target)) {
              expect(response.statusCode, response.body).toBe(409);
            } else {
              expect(response.statusCode, response.body).toBe(200);
              if (step.type === 'approve') apply(target);
              else target.status = step.type === 'reject' ? 'rejected' : 'withdrawn';
            }
          }
        }

        expect((await current()).paymentList.map((p) => p.amount)).toEqual(amounts);
        for (const made of proposals) {
          const [applied] = await h.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM audit_events WHERE action = 'proposal.approved' AND after->>'proposalId' = $1`,
            [made.id],
          );
          expect(applied!.n).toBe(made.status === 'applied' ? 1 : 0);
          const [row] = await h.db.query<{ status: string }>('SELECT status FROM proposals WHERE id = $1', [made.id]);
          expect(row!.status).toBe(made.status);
        }
        await verifyBooks(h);
      }),
      { numRuns: 20 },
    );
  });
});
