// $BLCK arithmetic and formatting on decimal strings: exact to 18 decimals, never through a JavaScript number.
import { describe, expect, it } from 'vitest';
import { formatBlck } from '@blck/contract';
import { addAmounts, compareAmounts, groupDigits, isZeroAmount, subtractAmounts, sumAmounts } from './amounts';
import { amountWithDecimals } from '../components/ui/DataList';

describe('amounts', () => {
  it('adds and subtracts past what a number holds', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(addAmounts('9007199254740993', '0.000000000000000001')).toBe('9007199254740993.000000000000000001');
    expect(subtractAmounts('1', '1.5')).toBe('-0.5');
    expect(sumAmounts(['1.25', '2.75', '0.000000000000000001'])).toBe('4.000000000000000001');
    expect(sumAmounts([])).toBe('0');
  });

  it('compares and spots zero whatever the trailing zeros', () => {
    expect(compareAmounts('10', '9.999999999999999999')).toBe(1);
    expect(compareAmounts('1.50', '1.5')).toBe(0);
    expect(compareAmounts('0.1', '0.2')).toBe(-1);
    expect(isZeroAmount('0.000')).toBe(true);
    expect(isZeroAmount('0.000000000000000001')).toBe(false);
  });

  it('groups whole digits only, keeps the sign and every decimal', () => {
    expect(groupDigits('1234567.891011')).toBe('1,234,567.891011');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('999')).toBe('999');
    expect(formatBlck('1250.5')).toBe('1,250.5 $BLCK');
  });

  it('pads a column to its decimals without ever cutting one', () => {
    expect(amountWithDecimals('1234.5', 3)).toBe('1,234.500');
    expect(amountWithDecimals('1.123456', 2)).toBe('1.123456');
    expect(amountWithDecimals('7', 0)).toBe('7');
  });
});
