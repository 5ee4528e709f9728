// The approval policy form: what it sends for a money action (default threshold, a threshold per currency) and for
// the others (enabled only), and the message of each wrong field.
import { describe, expect, it } from 'vitest';
import type { ApprovalPolicy } from '@blck/contract';
import { DEFAULT_THRESHOLD_REQUIRED, policyBodyOf, policyFormOf } from './policy-form';

const policy: ApprovalPolicy = {
  action: 'investorFunds',
  label: 'Investor funds increase or decrease',
  money: true,
  permission: 'funds.manage',
  enabled: true,
  defaultThreshold: '100000',
  thresholds: { USD: '50000', EUR: '40000' },
  updatedAt: null,
  updatedBy: null,
};

describe('policyFormOf', () => {
  it('lists the thresholds by currency code', () => {
    expect(policyFormOf(policy)).toEqual({
      enabled: true,
      defaultThreshold: '100000',
      thresholds: [
        { currency: 'EUR', amount: '40000' },
        { currency: 'USD', amount: '50000' },
      ],
    });
  });

  it('reads no default threshold as an empty field', () => {
    expect(policyFormOf({ ...policy, defaultThreshold: null, thresholds: {} }).defaultThreshold).toBe('');
  });
});

describe('policyBodyOf', () => {
  it('sends a money policy with its thresholds, codes upper-cased, empty rows left out', () => {
    const result = policyBodyOf(
      {
        enabled: true,
        defaultThreshold: ' 250000.5 ',
        thresholds: [
          { currency: 'usd', amount: '1000' },
          { currency: '', amount: '' },
        ],
      },
      true,
    );
    expect(result).toEqual({
      ok: true,
      body: { enabled: true, defaultThreshold: '250000.5', thresholds: { USD: '1000' } },
    });
  });

  it('needs a default threshold; 0 holds back every move', () => {
    expect(policyBodyOf({ enabled: false, defaultThreshold: ' ', thresholds: [] }, true)).toEqual({
      ok: false,
      errors: { defaultThreshold: DEFAULT_THRESHOLD_REQUIRED },
    });
    expect(policyBodyOf({ enabled: true, defaultThreshold: '0', thresholds: [] }, true)).toEqual({
      ok: true,
      body: { enabled: true, defaultThreshold: '0', thresholds: {} },
    });
  });

  it('sends only enabled for an action without amounts', () => {
    const result = policyBodyOf({ enabled: false, defaultThreshold: '5', thresholds: [] }, false);
    expect(result).toEqual({ ok: true, body: { enabled: false } });
  });

  it('names each wrong field: a bad amount, a bad code, a currency given twice', () => {
    const result = policyBodyOf(
      {
        enabled: true,
        defaultThreshold: 'lots',
        thresholds: [
          { currency: 'USD', amount: '10' },
          { currency: 'usd', amount: '20' },
          { currency: 'U', amount: '-1' },
        ],
      },
      true,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'defaultThreshold',
      'thresholds.1.currency',
      'thresholds.2.amount',
      'thresholds.2.currency',
    ]);
    expect(result.errors['thresholds.1.currency']).toBe('USD already has a threshold.');
  });
});
