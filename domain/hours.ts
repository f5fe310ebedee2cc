import { inJakarta } from './dates';

/** Operating hours in Jakarta time: open inclusive, closed exclusive; days 1 = Monday … 7 = Sunday. */
export interface OperatingHours {
  open: number;
  closed: number;
  days: number[];
}

export const DEFAULT_OPERATING_HOURS: OperatingHours = {
  open: 10,
  closed: 16,
  days: [1, 2, 3, 4, 5],
};

/** dayjs counts Sunday as 0; the settings count it as 7. */
const isoWeekday = (day: number): number => (day === 0 ? 7 : day);

export const isWithinOperatingHours = (now: Date, hours: OperatingHours): boolean => {
  const local = inJakarta(now);
  const hour = local.hour();
  return hours.days.includes(isoWeekday(local.day())) && hour >= hours.open && hour < hours.closed;
};

const DAY_NAMES = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

const dayRangeText = (days: number[]): string => {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  const contiguous = last - first + 1 === sorted.length;
  if (contiguous && sorted.length > 1) return `${DAY_NAMES[first - 1]} - ${DAY_NAMES[last - 1]}`;
  return sorted.map((d) => DAY_NAMES[d - 1]).join(', ');
};

const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}.00`;

/** 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB' for the default hours. */
export const operatingHoursText = (hours: OperatingHours): string =>
  `Waktu Operasional ${dayRangeText(hours.days)} Pukul ${hourText(hours.open)} - ${hourText(hours.closed)} WIB`;
