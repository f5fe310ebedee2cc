import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, registrationFee, upgradeFee } from './fees';

describe('fees', () => {
  it.each([
    ['AOG', 'sudah', 2_900_000],
    ['AOG', 'belum', 3_650_000],
    ['AOG', undefined, 2_900_000],
    ['MOG', 'sudah', 420_000],
    ['MOG', 'belum', 420_000],
    ['MOG', null, 420_000],
  ] as const)('registration %s, private class %s → %i', (type, answer, fee) => {
    expect(registrationFee(type, answer, DEFAULT_FEES)).toBe(fee);
  });

  it.each([
    ['AOG', 'sudah', 2_655_000],
    ['AOG', 'belum', 3_405_000],
    ['MOG', 'belum', 285_000],
    ['MOG', 'sudah', 285_000],
  ] as const)('upgrade to %s, private class %s → %i', (type, answer, fee) => {
    expect(upgradeFee(type, answer, DEFAULT_FEES)).toBe(fee);
  });

  it('follows the schedule it is given', () => {
    const older = { ...DEFAULT_FEES, registrationAog: 3_700_000, registrationMog: 500_000 };
    expect(registrationFee('AOG', 'belum', older)).toBe(4_450_000);
    expect(registrationFee('MOG', 'sudah', older)).toBe(500_000);
  });
});
