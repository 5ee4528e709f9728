// The funds rules say, before any call, which action applies to which payment and why not.
import { describe, expect, it } from 'vitest';
import type { InvestorPayment } from '@blck/contract';
import { FUNDS_REASONS, fundsBlockedReason } from './funds-rules';

const payment = (overrides: Partial<InvestorPayment> = {}): InvestorPayment => ({
  id: '00000000-0000-4000-8000-000000000001',
  amount: '250.5',
  currency: 'USD',
  paymentType: 'fiat',
  status: 'available',
  version: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  lock: null,
  ...overrides,
});

const locked = (availableFrom: string) =>
  payment({
    status: 'locked',
    lock: { id: '00000000-0000-4000-8000-000000000002', walletAddress: '0xabc', availableFrom, status: 'locked' },
  });

const NOW = Date.parse('2026-06-15T12:00:00.000Z');

describe('fundsBlockedReason', () => {
  it('lets an active investor increase, decrease and lock an available payment', () => {
    for (const operation of ['increase', 'decrease', 'lock'] as const) {
      expect(fundsBlockedReason(operation, { status: 'active' }, payment(), { now: NOW })).toBeUndefined();
    }
  });

  it('refuses every action on a pending investor first', () => {
    for (const operation of ['increase', 'decrease', 'lock', 'withdraw'] as const) {
      expect(fundsBlockedReason(operation, { status: 'pending' }, payment(), { now: NOW })).toBe(FUNDS_REASONS.pending);
    }
  });

  it('refuses increase and lock for a cancelled investor, but lets it decrease', () => {
    expect(fundsBlockedReason('increase', { status: 'cancelled' }, payment())).toBe(FUNDS_REASONS.cancelledIncrease);
    expect(fundsBlockedReason('lock', { status: 'cancelled' }, payment())).toBe(FUNDS_REASONS.cancelledLock);
    expect(fundsBlockedReason('decrease', { status: 'cancelled' }, payment())).toBeUndefined();
  });

  it('only increases an empty payment, and names the status of one that is not available', () => {
    const empty = payment({ amount: '0' });
    expect(fundsBlockedReason('increase', { status: 'active' }, empty)).toBeUndefined();
    expect(fundsBlockedReason('decrease', { status: 'active' }, empty)).toBe(FUNDS_REASONS.empty);
    expect(fundsBlockedReason('lock', { status: 'active' }, payment({ amount: '0.000000000000000000' }))).toBe(
      FUNDS_REASONS.empty,
    );
    expect(fundsBlockedReason('increase', { status: 'active' }, payment({ status: 'withdrawn' }))).toBe(
      'Only an available payment can change; this one is withdrawn.',
    );
  });

  it('withdraws a locked payment only from its day on', () => {
    expect(fundsBlockedReason('withdraw', { status: 'active' }, payment(), { now: NOW })).toBe(FUNDS_REASONS.notLocked);
    expect(fundsBlockedReason('withdraw', { status: 'active' }, locked('2026-06-16T00:00:00.000Z'), { now: NOW })).toBe(
      FUNDS_REASONS.lockedUntil('2026-06-16'),
    );
    expect(
      fundsBlockedReason('withdraw', { status: 'active' }, locked('2026-06-15T00:00:00.000Z'), { now: NOW }),
    ).toBeUndefined();
    // A cancelled investor's locked funds still leave on their day.
    expect(
      fundsBlockedReason('withdraw', { status: 'cancelled' }, locked('2026-06-15T00:00:00.000Z'), { now: NOW }),
    ).toBeUndefined();
  });

  it("names the suspended currency: BLCK before the payment's own", () => {
    expect(fundsBlockedReason('increase', { status: 'active' }, payment(), { suspendedCurrencies: ['USD'] })).toBe(
      'The USD official wallet is suspended: no balance in USD can change until it is activated again.',
    );
    expect(fundsBlockedReason('lock', { status: 'active' }, payment(), { suspendedCurrencies: ['USD', 'BLCK'] })).toBe(
      'The BLCK official wallet is suspended: no balance can change until it is activated again.',
    );
    expect(
      fundsBlockedReason('withdraw', { status: 'active' }, locked('2026-06-01T00:00:00.000Z'), {
        now: NOW,
        suspendedCurrencies: ['USD'],
      }),
    ).toBe(FUNDS_REASONS.suspended('USD'));
    expect(fundsBlockedReason('increase', { status: 'active' }, payment(), { suspendedCurrencies: ['EUR'] })).toBe(
      undefined,
    );
  });
});
