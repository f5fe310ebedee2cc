import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, isPhone, toWhatsAppNumber } from './phone';

/** Milliseconds for `runs` checks of `value`: the best of three, so one pause does not count. */
const timeOf = (check: (value: string) => boolean, value: string, runs = 200): number =>
  Math.min(
    ...[0, 1, 2].map(() => {
      const start = performance.now();
      for (let i = 0; i < runs; i += 1) check(value);
      return performance.now() - start;
    }),
  );

describe('phone numbers', () => {
  it.each([
    '+6281234567890',
    '+62 812-3456-7890',
    '081234567890',
    '0812 3456 7890',
    '(021) 555-1234',
    '+62-21-5551234',
  ])('accepts %s', (value) => expect(isPhone(value)).toBe(true));

  it.each([
    '',
    'abc',
    '0812abc4567',
    '+1 555 1234 567',
    '12345',
    '0812345678901234567',
    '++6281234567',
  ])('refuses %s', (value) => expect(isPhone(value)).toBe(false));

  it.each(['1111(1111', '(12345678', '0812)3456-78', '(021)(555)1234'])(
    'accepts bracketed groups as before: %s',
    (value) => expect(isPhone(value)).toBe(true),
  );

  it('refuses a number longer than its column before trying the pattern', () => {
    expect(isPhone(`0812 3456 7890${' '.repeat(16)}1`)).toBe(false);
    expect(isPhone('1'.repeat(10_000))).toBe(false);
  });

  // Measured against a normal number in the same run, so a slow machine cannot fail it; the
  // earlier pattern took seconds on 44 digits and a letter, this one grows with the length.
  it.each([
    ['44 digits and a letter', `${'1'.repeat(44)}x`],
    ['10,000 digits and a letter', `${'1'.repeat(10_000)}x`],
    ['10,000 characters of groups', `${'11('.repeat(3_333)}x`],
  ])('checks %s in time proportional to its length', (_name, worst) => {
    const normal = '+62 812-3456-7890';
    const perChar = (check: (value: string) => boolean, value: string) =>
      timeOf(check, value) / value.length;
    const test = (value: string) => PHONE_PATTERN.test(value);
    expect(perChar(test, worst) / perChar(test, normal)).toBeLessThan(20);
    expect(timeOf(isPhone, worst) / timeOf(isPhone, normal)).toBeLessThan(20);
  });

  it('addresses WhatsApp in international digits', () => {
    expect(toWhatsAppNumber('0812-3456-7890')).toBe('6281234567890');
    expect(toWhatsAppNumber('+62 812 3456 7890')).toBe('6281234567890');
  });
});
