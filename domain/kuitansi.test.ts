import { describe, expect, it } from 'vitest';
import { KUITANSI_CODE_PATTERN, kuitansiVerifyParams } from './api/kuitansi';
import {
  amountInWords,
  encodeKuitansiCode,
  formatKuitansiNumber,
  isKuitansiCode,
  kuitansiFileName,
  MAX_SPELLED,
  numberInWords,
  parseKuitansiNumber,
  verifyUrl,
} from './kuitansi';

describe('numberInWords', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [7, 'tujuh'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1000, 'seribu'],
    [1001, 'seribu satu'],
    [1100, 'seribu seratus'],
    [2000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [3_650_000, 'tiga juta enam ratus lima puluh ribu'],
    [2_900_000, 'dua juta sembilan ratus ribu'],
    [1_000_000_000, 'satu miliar'],
    [
      12_345_678_901,
      'dua belas miliar tiga ratus empat puluh lima juta enam ratus tujuh puluh delapan ribu sembilan ratus satu',
    ],
    [1_000_000_000_000, 'satu triliun'],
    [2_000_000_000_001, 'dua triliun satu'],
    [
      MAX_SPELLED,
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    ],
  ])('%d → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([-1, 1.5, NaN, Infinity, MAX_SPELLED + 1])('refuses %d', (n) => {
    expect(() => numberInWords(n)).toThrow(RangeError);
  });

  it('names the currency for the document', () => {
    expect(amountInWords(3_650_000)).toBe('tiga juta enam ratus lima puluh ribu rupiah');
    expect(amountInWords(0)).toBe('nol rupiah');
  });
});

describe('kuitansi numbers', () => {
  it('formats the year and six digits, and reads them back', () => {
    expect(formatKuitansiNumber(2026, 123)).toBe('KW/2026/000123');
    expect(formatKuitansiNumber(2027, 1)).toBe('KW/2027/000001');
    expect(parseKuitansiNumber('KW/2026/000123')).toEqual({ year: 2026, sequence: 123 });
  });

  it.each(['KW/2026/123', 'KW-2026-000123', 'kw/2026/000123', 'KW/26/000123', ' KW/2026/000123'])(
    'reads %j as no number',
    (value) => {
      expect(parseKuitansiNumber(value)).toBeUndefined();
    },
  );

  it('names its file without slashes', () => {
    expect(kuitansiFileName('KW/2026/000123')).toBe('KW-2026-000123.pdf');
  });
});

describe('verification codes', () => {
  it('spells 128 bits as 26 Crockford characters, most significant first', () => {
    expect(encodeKuitansiCode(new Uint8Array(16))).toBe('0'.repeat(26));
    expect(encodeKuitansiCode(new Uint8Array(16).fill(255))).toBe(`7${'Z'.repeat(25)}`);
    const one = new Uint8Array(16);
    one[15] = 1;
    expect(encodeKuitansiCode(one)).toBe(`${'0'.repeat(25)}1`);
  });

  it('makes codes the pattern and the route accept', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const code = encodeKuitansiCode(bytes);
    expect(code).toMatch(KUITANSI_CODE_PATTERN);
    expect(isKuitansiCode(code)).toBe(true);
    expect(kuitansiVerifyParams.isValidSync({ code })).toBe(true);
  });

  it.each([
    '',
    'A'.repeat(25),
    'A'.repeat(27),
    `${'A'.repeat(25)}I`,
    `${'A'.repeat(25)}U`,
    'a'.repeat(26),
  ])('refuses %j', (code) => {
    expect(isKuitansiCode(code)).toBe(false);
    expect(kuitansiVerifyParams.isValidSync({ code })).toBe(false);
  });

  it('refuses a byte count other than 16', () => {
    expect(() => encodeKuitansiCode(new Uint8Array(15))).toThrow(RangeError);
  });

  it('builds the address the QR code holds', () => {
    expect(verifyUrl('https://aog.example.id/', 'ABC')).toBe('https://aog.example.id/verify/ABC');
    expect(verifyUrl('http://app.test', 'ABC')).toBe('http://app.test/verify/ABC');
  });
});
