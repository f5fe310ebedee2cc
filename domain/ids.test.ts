import { describe, expect, it } from 'vitest';
import {
  branchIdStatus,
  centralIdStatus,
  formatGeneratedId,
  GENERATED_ID_PATTERN,
  MAX_RUNNING_NUMBER,
} from './ids';

describe('generated IDs', () => {
  it('formats the type prefix and a seven-digit running number', () => {
    expect(formatGeneratedId('aog', 42)).toBe('AOG0000042');
    expect(formatGeneratedId('mog', 1)).toBe('MOG0000001');
    expect(formatGeneratedId('mog', MAX_RUNNING_NUMBER)).toBe('MOG9999999');
  });

  it('recognises the format and nothing else', () => {
    expect(GENERATED_ID_PATTERN.test('AOG0000042')).toBe(true);
    expect(GENERATED_ID_PATTERN.test('MOG9999999')).toBe(true);
    for (const bad of ['aog0000042', 'AOG42', 'XYZ0000001', 'AOG00000420', ' MOG0000001']) {
      expect(GENERATED_ID_PATTERN.test(bad), bad).toBe(false);
    }
    expect(GENERATED_ID_PATTERN.test(formatGeneratedId('aog', MAX_RUNNING_NUMBER + 1))).toBe(false);
  });

  it('is available centrally until assigned, and for a branch until taken', () => {
    expect(centralIdStatus({ branchId: null })).toBe(0);
    expect(centralIdStatus({ branchId: 3 })).toBe(1);
    expect(branchIdStatus({ takenAt: null })).toBe(0);
    expect(branchIdStatus({ takenAt: new Date() })).toBe(1);
  });
});
