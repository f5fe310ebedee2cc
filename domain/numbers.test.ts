import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it("writes Indonesian thousands and decimals: '1.234.567,5'", () => {
    expect(formatNumber(2.125, 3)).toBe('2,125');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
    expect(formatNumber(-2_900_000)).toBe('-2.900.000');
    expect(formatNumber(33.333, 2)).toBe('33,33');
    expect(formatNumber(150, 2)).toBe('150');
    expect(formatNumber(12.5, 2)).toBe('12,5');
    expect(formatNumber(1234.5)).toBe('1.235');
  });

  it('writes what Intl writes for id-ID, without its cost', () => {
    const values = [0, 7, 10, 999, 1000, 65_432, 123_456, 2_900_000, 1_000_000_000, -1500];
    for (const digits of [0, 2, 3]) {
      const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: digits });
      for (const value of [...values, ...values.map((v) => v + 0.25), 66.67, 0.1]) {
        expect(formatNumber(value, digits)).toBe(intl.format(value));
      }
    }
  });

  it('never writes a negative zero, and leaves what is not a number as it is', () => {
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
