import { describe, expect, it } from 'vitest';
import { formatRupiah } from './money';

describe('formatRupiah', () => {
  it("writes money as 'Rp 2.900.000'", () => {
    expect(formatRupiah(2_900_000)).toBe('Rp 2.900.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(3_650_000)).toBe('Rp 3.650.000');
  });
});
