// A lock or withdrawal's plan: the exact balances before and after, and the summary the confirmation shows.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AmountTotal, LockSummary, movePlan } from './MoveSummary';

afterEach(cleanup);

const balances = { available: '1000.000000000000000001', locked: '0.5', withdrawn: '0' };

describe('movePlan', () => {
  it('moves the total from one balance to the next exactly, to the last of 18 decimals', () => {
    const plan = movePlan({ paymentIds: ['p1'] }, '999.9', balances, 'available', 'locked');
    expect(plan.total).toBe('999.9');
    expect(plan.body).toEqual({ paymentIds: ['p1'] });
    expect(plan.rows).toEqual([
      { label: 'Available balance', before: '1000.000000000000000001', after: '0.100000000000000001' },
      { label: 'Locked balance', before: '0.5', after: '1000.4' },
    ]);
  });

  it('names the balances of a withdrawal and shows a negative preview the server would refuse', () => {
    const plan = movePlan({}, '1', balances, 'locked', 'withdrawn');
    expect(plan.rows).toEqual([
      { label: 'Locked balance', before: '0.5', after: '-0.5' },
      { label: 'Withdrawn balance', before: '0', after: '1' },
    ]);
  });
});

describe('LockSummary and AmountTotal', () => {
  it('shows the investor, wallet, owner, day, payment count and the grouped amount', () => {
    render(
      <LockSummary
        investorName="Ada Lovelace"
        walletAddress="0x52908400098527886E0F7030069857D2E4169EE7"
        walletOwner="Acme Ltd"
        availableFromDay="2026-07-01"
        paymentCount={3}
        amountLabel="Amount to lock"
        amount="1234567.5"
      />,
    );
    for (const text of ['Ada Lovelace', '0x52908400098527886E0F7030069857D2E4169EE7', 'Acme Ltd', '2026-07-01', '3']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('1,234,567.5 $BLCK')).toBeTruthy();
    expect(screen.queryByText('Owner')).toBeTruthy();
  });

  it('leaves out the owner and the day when there are none', () => {
    render(
      <LockSummary
        investorName="Ada"
        walletAddress="0xabc"
        paymentCount={1}
        amountLabel="Amount to withdraw"
        amount="1"
      />,
    );
    expect(screen.queryByText('Owner')).toBeNull();
    expect(screen.queryByText('Available from')).toBeNull();
  });

  it('shows the total under the form with its test id', () => {
    render(<AmountTotal label="Total" amount="1000" testId="lock-total" />);
    expect(screen.getByTestId('lock-total').textContent).toBe('1,000 $BLCK');
  });
});
