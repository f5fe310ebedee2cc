import { describe, expect, it } from 'vitest';
import { MONTH_PARAM, monthOf, pointsBegun } from './statistics';
import { percentageOf } from './targets';

describe('the statistics month', () => {
  it('takes a bare month of the given year, or YYYY-MM with its own year', () => {
    expect(monthOf('11', 2026)).toEqual({ year: 2026, month: 11 });
    expect(monthOf('03', 2025)).toEqual({ year: 2025, month: 3 });
    expect(monthOf('2024-02', 2026)).toEqual({ year: 2024, month: 2 });
  });

  it('refuses what names no month', () => {
    for (const bad of ['0', '13', '00', '2026-13', '2026-1', '1999-11', '2101-01', '11.5', ' 11']) {
      expect(MONTH_PARAM.test(bad), bad).toBe(false);
    }
    for (const good of ['1', '09', '12', '2000-01', '2100-12']) {
      expect(MONTH_PARAM.test(good), good).toBe(true);
    }
  });
});

describe('percentage of a target', () => {
  it('is to two decimals, 0 without a target, and not capped', () => {
    expect(percentageOf(1, 3)).toBe(33.33);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(30, 40)).toBe(75);
    expect(percentageOf(150, 100)).toBe(150);
    expect(percentageOf(5, 0)).toBe(0);
    expect(percentageOf(0, 0)).toBe(0);
  });
});

describe('the points of a chart that have begun', () => {
  const today = { year: 2026, month: 11, day: 29 };

  it('are the months up to this one in this year, all of a past year, none of a later one', () => {
    expect(pointsBegun({ year: 2026 }, today)).toBe(11);
    expect(pointsBegun({ year: 2025 }, today)).toBe(Number.POSITIVE_INFINITY);
    expect(pointsBegun({ year: 2027 }, today)).toBe(0);
    expect(pointsBegun({ year: 2026 }, { year: 2026, month: 1, day: 1 })).toBe(1);
  });

  it('are the days up to today in this month, all of a past month, none of a later one', () => {
    expect(pointsBegun({ year: 2026, month: 11 }, today)).toBe(29);
    expect(pointsBegun({ year: 2026, month: 10 }, today)).toBe(Number.POSITIVE_INFINITY);
    expect(pointsBegun({ year: 2025, month: 12 }, today)).toBe(Number.POSITIVE_INFINITY);
    expect(pointsBegun({ year: 2026, month: 12 }, today)).toBe(0);
    expect(pointsBegun({ year: 2027, month: 1 }, today)).toBe(0);
  });
});
