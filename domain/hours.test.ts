import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS, isWithinOperatingHours, operatingHoursText } from './hours';

/** Jakarta is UTC+7 all year. */
const wib = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

describe('operating hours (Asia/Jakarta, open inclusive, close exclusive)', () => {
  it.each([
    ['09:59', false],
    ['10:00', true],
    ['15:59', true],
    ['16:00', false],
  ])('Wednesday %s → %s', (time, open) => {
    expect(isWithinOperatingHours(wib('2026-11-18', time), DEFAULT_OPERATING_HOURS)).toBe(open);
  });

  it('is closed on Saturday and Sunday, open Monday to Friday', () => {
    expect(isWithinOperatingHours(wib('2026-11-21', '11:00'), DEFAULT_OPERATING_HOURS)).toBe(false);
    expect(isWithinOperatingHours(wib('2026-11-22', '11:00'), DEFAULT_OPERATING_HOURS)).toBe(false);
    expect(isWithinOperatingHours(wib('2026-11-16', '11:00'), DEFAULT_OPERATING_HOURS)).toBe(true);
    expect(isWithinOperatingHours(wib('2026-11-20', '11:00'), DEFAULT_OPERATING_HOURS)).toBe(true);
  });

  it('judges by Jakarta time whatever the machine zone: 02:59 UTC is 09:59 WIB', () => {
    expect(isWithinOperatingHours(new Date('2026-11-18T02:59:00Z'), DEFAULT_OPERATING_HOURS)).toBe(
      false,
    );
    expect(isWithinOperatingHours(new Date('2026-11-18T03:00:00Z'), DEFAULT_OPERATING_HOURS)).toBe(
      true,
    );
  });

  it('follows configured hours and days (7 = Sunday)', () => {
    const weekend = { open: 8, closed: 12, days: [6, 7] };
    expect(isWithinOperatingHours(wib('2026-11-22', '08:00'), weekend)).toBe(true);
    expect(isWithinOperatingHours(wib('2026-11-22', '12:00'), weekend)).toBe(false);
    expect(isWithinOperatingHours(wib('2026-11-18', '09:00'), weekend)).toBe(false);
  });

  it("says 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB'", () => {
    expect(operatingHoursText(DEFAULT_OPERATING_HOURS)).toBe(
      'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
    );
    expect(operatingHoursText({ open: 8, closed: 14, days: [1, 3, 5] })).toBe(
      'Waktu Operasional Senin, Rabu, Jumat Pukul 08.00 - 14.00 WIB',
    );
  });
});
