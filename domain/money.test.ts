import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeWib, formatDay } from './dates';
import { formatRupiah } from './money';

describe('formats', () => {
  it("writes money as 'Rp 2.900.000'", () => {
    expect(formatRupiah(2_900_000)).toBe('Rp 2.900.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(3_650_000)).toBe('Rp 3.650.000');
  });

  it('writes dates in Indonesian, in Jakarta time', () => {
    expect(formatDate('2026-11-17T18:30:00Z')).toBe('18 November 2026');
    expect(formatDateTimeWib('2026-08-17T03:05:00Z')).toBe('17 Agustus 2026 10:05 WIB');
    expect(formatDay('2026-01-05')).toBe('05 Januari 2026');
  });
});
