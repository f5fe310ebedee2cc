import { describe, expect, it } from 'vitest';
import { isPhone, toWhatsAppNumber } from './phone';

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
});
