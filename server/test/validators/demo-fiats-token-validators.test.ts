// The demo data of fiats, token values and custom validators: one deactivated currency, a year of monthly token
// values, validators paired, awaiting pairing and removed; seeded once, audited, readable through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BlckValue, type CustomValidator, type Fiat } from '@blck/contract';
import { DEMO_BLCK_VALUES } from '../../src/demo/blck-value';
import { DEMO_VALIDATORS } from '../../src/demo/validators';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

const DAY = 86_400_000;

describe('demo fiats, token values and custom validators', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(testDatabases()[0]!);
  });
  afterAll(() => h?.close());

  it('seeds them once, audited, and the API reads them', async () => {
    expect(await h.app.services.demo.seed({ deposits: 10 })).toBe(true);
    expect(await h.app.services.demo.seed()).toBe(false);
    const admin = await h.createAdmin({
      permissions: ['fiats.view', 'blckValue.view', 'authenticators.view', 'validators.view'],
    });
    const session = await h.signIn(admin.email, admin.password);

    const fiats = (await h.call(endpoints.listFiats, { session, body: { perPage: 100 } })).json().fiats as Fiat[];
    expect(fiats).toHaveLength(21);
    expect(fiats.filter((fiat) => !fiat.isActive).map((fiat) => fiat.label)).toEqual(['ZAR']);

    const token = (
      await h.call(endpoints.listBlckValues, { session, rawPath: `${endpoints.listBlckValues.path}?perPage=100` })
    ).json() as { total: number; current: BlckValue; blckValues: BlckValue[] };
    expect(token.total).toBe(12);
    expect(token.blckValues.map((entry) => entry.value)).toEqual([...DEMO_BLCK_VALUES].reverse());
    expect(token.current).toEqual(token.blckValues[0]);
    const now = h.clock.now().getTime();
    const ages = token.blckValues.map((entry) => (now - new Date(entry.createdAt).getTime()) / DAY);
    expect(ages[0]).toBeGreaterThan(0);
    expect(ages.at(-1)).toBeGreaterThan(330);
    expect(ages.at(-1)).toBeLessThan(366);

    const validators = (await h.call(endpoints.listCustomValidators, { session })).json() as {
      total: number;
      customValidators: CustomValidator[];
    };
    expect(validators.total).toBe(DEMO_VALIDATORS.length - 1);
    expect(validators.customValidators.map((v) => v.status).sort()).toEqual([
      'awaiting_pairing',
      'paired',
      'paired',
      'paired',
    ]);
    const [removed] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM custom_validators WHERE status = 'removed' AND removed_at > paired_at`,
    );
    expect(removed!.n).toBe(1);
    const counted = await h.call(endpoints.countValidators, { session, bearer: true });
    expect(counted.json()).toEqual({ success: true, data: { count: 3 } });

    const audited = await h.db.query<{ action: string; n: number }>(
      `SELECT action, count(*)::int AS n FROM audit_events
       WHERE action IN ('demo.fiat_deactivated', 'demo.blck_values_seeded', 'demo.custom_validator_seeded')
       GROUP BY action ORDER BY action`,
    );
    expect(audited).toEqual([
      { action: 'demo.blck_values_seeded', n: 1 },
      { action: 'demo.custom_validator_seeded', n: DEMO_VALIDATORS.length },
      { action: 'demo.fiat_deactivated', n: 1 },
    ]);
    expect((await h.app.services.audit.verify()).valid).toBe(true);
  });
});
