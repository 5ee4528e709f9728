// The change of a token value or fiat value the console shows before saving (issue 14): exact difference, the percent
// rounded to 2 decimals, and the second confirmation above VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT, compared exactly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT, toBaseUnits, valueChange } from '@blck/contract';

describe('value change', () => {
  it('gives the exact difference, the rounded percent and whether a second confirmation is needed', () => {
    expect(VALUE_CHANGE_SECOND_CONFIRMATION_PERCENT).toBe(20);
    // The typo: 12100 for 1.21.
    expect(valueChange('1.21', '12100')).toEqual({
      difference: '12098.79',
      percent: '999900',
      needsSecondConfirmation: true,
    });
    // Exactly ±20 % is not above the threshold; one base unit more is.
    expect(valueChange('1.21', '1.452')).toEqual({
      difference: '0.242',
      percent: '20',
      needsSecondConfirmation: false,
    });
    expect(valueChange('1.21', '1.452000000000000001').needsSecondConfirmation).toBe(true);
    expect(valueChange('1.21', '0.968')).toEqual({
      difference: '-0.242',
      percent: '-20',
      needsSecondConfirmation: false,
    });
    expect(valueChange('1.21', '0.967999999999999999')).toMatchObject({
      percent: '-20',
      needsSecondConfirmation: true,
    });
    // Rounded half away from zero to 2 decimals.
    expect(valueChange('3', '4').percent).toBe('33.33');
    expect(valueChange('3', '5').percent).toBe('66.67');
    expect(valueChange('3', '2').percent).toBe('-33.33');
    expect(valueChange('8', '8.0004').percent).toBe('0.01');
    expect(valueChange('8', '7.9996').percent).toBe('-0.01');
    // No change, and a change too small to show in the percent.
    expect(valueChange('1.2', '1.2')).toEqual({ difference: '0', percent: '0', needsSecondConfirmation: false });
    expect(valueChange('1', '1.000000000000000001')).toEqual({
      difference: '0.000000000000000001',
      percent: '0',
      needsSecondConfirmation: false,
    });
    // Far beyond any JavaScript number's exact range.
    expect(valueChange('1', '1000000000000000000000000000000').percent).toBe(`${'9'.repeat(30)}00`);
  });

  it('keeps the percent within half a hundredth of the exact one', () => {
    const decimal = fc.bigInt({ min: 1n, max: 10n ** 40n }).map((units) => {
      const text = units.toString().padStart(19, '0');
      return `${text.slice(0, -18).replace(/^0+(?=\d)/, '')}.${text.slice(-18)}`.replace(/\.?0+$/, '');
    });
    fc.assert(
      fc.property(decimal, decimal, (from, to) => {
        const change = valueChange(from, to);
        const before = toBaseUnits(from);
        const difference = toBaseUnits(to) - before;
        const signed = change.difference.startsWith('-')
          ? -toBaseUnits(change.difference.slice(1))
          : toBaseUnits(change.difference);
        expect(signed).toBe(difference);
        const size = difference < 0n ? -difference : difference;
        // percent × 10^18 × before against 100 × |difference| × 10^18, within 0.005 % of before.
        const percent = toBaseUnits(change.percent!.replace(/^-/, ''));
        const error = percent * before - size * 100n * 10n ** 18n;
        expect((error < 0n ? -error : error) <= 5n * 10n ** 15n * before).toBe(true);
        expect(change.percent!.startsWith('-')).toBe(difference < 0n && change.percent !== '0');
        expect(change.needsSecondConfirmation).toBe(size * 5n > before);
      }),
    );
  });
});
