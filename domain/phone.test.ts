import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, isPhone, toWhatsAppNumber } from './phone';

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

  it('addresses WhatsApp in international digits', () => {
    expect(toWhatsAppNumber('0812-3456-7890')).toBe('6281234567890');
    expect(toWhatsAppNumber('+62 812 3456 7890')).toBe('6281234567890');
  });

  it('refuses a long run of digits ending in a letter at once (it used to take seconds)', () => {
    const started = performance.now();
    expect(isPhone(`${'1'.repeat(44)}x`)).toBe(false);
    expect(PHONE_PATTERN.test(`${'1'.repeat(100_000)}x`)).toBe(false);
    expect(PHONE_PATTERN.test(`${'12 '.repeat(30_000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses more than 30 characters before any pattern runs', () => {
    expect(isPhone(`0812 3456 7890${' '.repeat(10)}-1-2-3-4-5-6-7`)).toBe(false);
  });

  it('accepts exactly what the former pattern accepted', () => {
    // The former, backtracking form, safe on these short inputs.
    const former = /^(\+62[\s-]?)?(\(?\d{2,5}\)?[\s-]?)*\d{2,5}$/;
    const alphabet = ['1', '2', '(', ')', ' ', '-', '+62', '1'];
    let seed = 13;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 5_000; i += 1) {
      let value = '';
      const length = 1 + (next() % 12);
      for (let j = 0; j < length; j += 1) value += alphabet[next() % alphabet.length];
      expect([value, PHONE_PATTERN.test(value)]).toEqual([value, former.test(value)]);
    }
  });
});
