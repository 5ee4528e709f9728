// The amount format of DESIGN §5: every malformed amount refused, exact conversion, grouped display.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AmountSchema, MAX_AMOUNT, PositiveAmountSchema, formatBlck, fromBaseUnits, toBaseUnits } from '@blck/contract';

describe('amounts', () => {
  it('refuses every malformed amount with a clear message', () => {
    const cases: Array<[unknown, RegExp]> = [
      ['0', /more than 0/],
      ['-5', /digits with an optional decimal point/],
      ['1e3', /without an exponent/],
      [`1.${'1'.repeat(19)}`, /at most 18 decimal places/],
      ['9'.repeat(79), /at most 60 whole digits/],
      [1000, /written as a string of digits/],
      ['', /Enter an amount/],
      ['01', /digits with an optional decimal point/],
      ['1.', /digits with an optional decimal point/],
      [' 1', /digits with an optional decimal point/],
      ['1,000', /digits with an optional decimal point/],
    ];
    for (const [input, message] of cases) {
      const result = PositiveAmountSchema.safeParse(input);
      expect(result.success, String(input)).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(message);
    }
    expect(AmountSchema.parse('0')).toBe('0');
    expect(PositiveAmountSchema.parse(MAX_AMOUNT)).toBe(MAX_AMOUNT);
    expect(PositiveAmountSchema.safeParse(`${MAX_AMOUNT}.000000000000000001`).error?.issues[0]?.message).toBe(
      'An amount is at most 1,000,000,000,000,000,000,000,000,000,000 $BLCK.',
    );
    expect(AmountSchema.parse(`${'9'.repeat(70)}.5`)).toHaveLength(72);
  });

  it('converts to base units and back exactly', () => {
    expect(toBaseUnits('1250.5')).toBe(1_250_500_000_000_000_000_000n);
    expect(toBaseUnits('0.000000000000000001')).toBe(1n);
    expect(fromBaseUnits(1_250_500_000_000_000_000_000n)).toBe('1250.5');
    expect(fromBaseUnits(0n)).toBe('0');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 78n - 1n }), (units) => {
        const text = fromBaseUnits(units);
        expect(AmountSchema.safeParse(text).success).toBe(true);
        expect(toBaseUnits(text)).toBe(units);
      }),
    );
  });

  it('formats with grouped digits and the unit', () => {
    expect(formatBlck('1250.5')).toBe('1,250.5 $BLCK');
    expect(formatBlck('1000000')).toBe('1,000,000 $BLCK');
    expect(formatBlck('0.25')).toBe('0.25 $BLCK');
  });
});
