import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS, type OperatingHours } from './hours';
import {
  calendarDaysBetween,
  reminderPeriod,
  workingDaysBetween,
  workingHoursBetween,
  workingMsBetween,
} from './reminders';

/** Jakarta is UTC+7 all year. */
const wib = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
const H = DEFAULT_OPERATING_HOURS; // Monday to Friday, 10.00 to 16.00
// 2026-11-16 is a Monday.

describe('working hours between two instants (Jakarta time, operating hours)', () => {
  it('counts only the time within the operating hours of the same day', () => {
    expect(workingHoursBetween(wib('2026-11-16', '08:00'), wib('2026-11-16', '11:30'), H)).toBe(1);
    expect(workingMsBetween(wib('2026-11-16', '08:00'), wib('2026-11-16', '11:30'), H)).toBe(
      90 * 60_000,
    );
    expect(workingHoursBetween(wib('2026-11-16', '15:00'), wib('2026-11-16', '23:00'), H)).toBe(1);
    expect(workingHoursBetween(wib('2026-11-16', '16:00'), wib('2026-11-17', '09:59'), H)).toBe(0);
  });

  it('skips the closed days: Friday 15.00 to Monday 12.00 is three hours', () => {
    expect(workingHoursBetween(wib('2026-11-20', '15:00'), wib('2026-11-23', '12:00'), H)).toBe(3);
  });

  it('counts whole weeks: Monday to the next Monday at the same time is 30 hours', () => {
    expect(workingHoursBetween(wib('2026-11-16', '12:00'), wib('2026-11-23', '12:00'), H)).toBe(30);
    expect(workingHoursBetween(wib('2026-11-16', '12:00'), wib('2027-11-15', '12:00'), H)).toBe(
      52 * 30,
    );
  });

  it('judges by Jakarta time whatever the instant is written in: 03:00 UTC is 10:00 WIB', () => {
    expect(
      workingHoursBetween(new Date('2026-11-16T03:00:00Z'), new Date('2026-11-16T05:00:00Z'), H),
    ).toBe(2);
  });

  it('follows the setting: days 1–7 and other hours', () => {
    const everyDay: OperatingHours = { open: 8, closed: 20, days: [1, 2, 3, 4, 5, 6, 7] };
    expect(
      workingHoursBetween(wib('2026-11-21', '07:00'), wib('2026-11-22', '21:00'), everyDay),
    ).toBe(24);
    const sundayOnly: OperatingHours = { open: 9, closed: 12, days: [7] };
    expect(
      workingHoursBetween(wib('2026-11-16', '00:00'), wib('2026-11-23', '00:00'), sundayOnly),
    ).toBe(3);
  });

  it('is never negative, and nothing without operating days or hours', () => {
    expect(workingMsBetween(wib('2026-11-17', '12:00'), wib('2026-11-16', '12:00'), H)).toBe(0);
    const closed: OperatingHours = { open: 10, closed: 16, days: [] };
    expect(
      workingHoursBetween(wib('2026-11-16', '00:00'), wib('2026-12-16', '00:00'), closed),
    ).toBe(0);
    const empty: OperatingHours = { open: 16, closed: 10, days: [1, 2, 3, 4, 5] };
    expect(workingDaysBetween(wib('2026-11-16', '00:00'), wib('2026-12-16', '00:00'), empty)).toBe(
      0,
    );
  });
});

describe('working days (one operating day’s hours each)', () => {
  it('Monday 15.00 has waited two working days on Wednesday 15.00, not a minute before', () => {
    const from = wib('2026-11-16', '15:00');
    expect(workingDaysBetween(from, wib('2026-11-18', '14:59'), H)).toBe(1);
    expect(workingDaysBetween(from, wib('2026-11-18', '15:00'), H)).toBe(2);
  });

  it('a registration on Saturday starts counting on Monday at opening', () => {
    const from = wib('2026-11-21', '11:00');
    expect(workingDaysBetween(from, wib('2026-11-23', '16:00'), H)).toBe(1);
    expect(workingDaysBetween(from, wib('2026-11-24', '15:59'), H)).toBe(1);
    expect(workingDaysBetween(from, wib('2026-11-24', '16:00'), H)).toBe(2);
  });
});

describe('calendar days', () => {
  it('counts whole 24 hours', () => {
    expect(calendarDaysBetween(wib('2026-11-16', '12:00'), wib('2026-11-30', '11:59'))).toBe(13);
    expect(calendarDaysBetween(wib('2026-11-16', '12:00'), wib('2026-11-30', '12:00'))).toBe(14);
    expect(calendarDaysBetween(wib('2026-11-16', '12:00'), wib('2026-11-15', '12:00'))).toBe(0);
  });
});

describe('the period an item is in', () => {
  it('is k once k whole thresholds have passed', () => {
    expect(reminderPeriod(1, 2)).toBe(0);
    expect(reminderPeriod(2, 2)).toBe(1);
    expect(reminderPeriod(3, 2)).toBe(1);
    expect(reminderPeriod(4, 2)).toBe(2);
    expect(reminderPeriod(9, 2)).toBe(4);
  });

  it('chases nothing with a threshold below 1', () => {
    expect(reminderPeriod(100, 0)).toBe(0);
  });
});
