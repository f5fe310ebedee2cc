import { describe, expect, it } from 'vitest';
import {
  dayjs,
  formatDate,
  formatDateTimeWib,
  formatDay,
  formatTime,
  inJakarta,
  jakartaDay,
  jakartaDayRange,
} from './dates';

describe('Jakarta dates', () => {
  it('writes dates in Indonesian, in Jakarta time', () => {
    expect(formatDate('2026-11-17T18:30:00Z')).toBe('18 November 2026');
    expect(formatDateTimeWib('2026-08-17T03:05:00Z')).toBe('17 Agustus 2026 10:05 WIB');
    expect(formatDay('2026-01-05')).toBe('05 Januari 2026');
    expect(formatTime(dayjs('2026-03-01T16:59:00Z'))).toBe('23:59');
  });

  it("turns the day at 17:00 UTC, Jakarta's midnight", () => {
    expect(jakartaDay('2026-12-31T16:59:59.999Z')).toBe('2026-12-31');
    expect(jakartaDay('2026-12-31T17:00:00Z')).toBe('2027-01-01');
    const newYear = inJakarta(new Date('2026-12-31T17:00:00Z'));
    expect([newYear.year(), newYear.month(), newYear.date(), newYear.hour()]).toEqual([
      2027, 0, 1, 0,
    ]);
  });

  it('bounds Jakarta days by the instants they begin and end', () => {
    expect(jakartaDayRange('2026-11-01', '2026-11-30')).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    });
    expect(jakartaDayRange('2026-03-29', '2026-03-29')).toEqual({
      start: new Date('2026-03-28T17:00:00Z'),
      end: new Date('2026-03-29T17:00:00Z'),
    });
  });

  it("agrees with the IANA zone's own clock across the years this system holds", () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const asZoneSays = (date: Date) => zone.format(date).replace(',', '');
    for (
      let t = Date.UTC(1970, 0, 1);
      t < Date.UTC(2040, 0, 1);
      t += 97 * 24 * 3600 * 1000 + 3_600_000
    ) {
      const date = new Date(t);
      expect(inJakarta(date).format('YYYY-MM-DD HH:mm')).toBe(asZoneSays(date));
    }
  });
});
