import { DEFAULT_OPERATING_HOURS } from '../../domain/hours';

/**
 * Day arithmetic in Jakarta time on plain epoch milliseconds. The seeds place thousands of
 * events on working days and hours; WIB is UTC+7 without daylight saving (since 1964), so a
 * fixed offset is exact and far cheaper than a time-zone library per event.
 */
export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WIB_OFFSET = 7 * HOUR;

export const OPEN_HOUR = DEFAULT_OPERATING_HOURS.open;
const CLOSE_HOUR = DEFAULT_OPERATING_HOURS.closed;

/** Days since 1970-01-01 in Jakarta: the "day index" the helpers below take. */
export const dayOf = (ms: number): number => Math.floor((ms + WIB_OFFSET) / DAY);

export const dayStart = (day: number): number => day * DAY - WIB_OFFSET;

export const atHour = (day: number, hour: number, minute = 0): number =>
  dayStart(day) + hour * HOUR + minute * MINUTE;

/** 1970-01-01 was a Thursday; Monday to Friday are working days. */
export const isWorkday = (day: number): boolean => {
  const weekday = (day + 4) % 7;
  return weekday >= 1 && weekday <= 5;
};

export const nextWorkday = (day: number): number => {
  let next = day + 1;
  while (!isWorkday(next)) next += 1;
  return next;
};

export const previousWorkday = (day: number): number => {
  let previous = day - 1;
  while (!isWorkday(previous)) previous -= 1;
  return previous;
};

/** The instant itself when it falls within operating hours, else the next opening. */
export const nextWorkTime = (ms: number): number => {
  const day = dayOf(ms);
  if (isWorkday(day)) {
    if (ms < atHour(day, OPEN_HOUR)) return atHour(day, OPEN_HOUR);
    if (ms < atHour(day, CLOSE_HOUR)) return ms;
  }
  return atHour(nextWorkday(day), OPEN_HOUR);
};

/** 'YYYY-MM-DD' of a day index. */
export const dayString = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/** Calendar year and month (1-12) of an instant in Jakarta. */
export const yearMonthOf = (ms: number): { year: number; month: number } => {
  const date = new Date(ms + WIB_OFFSET);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
};
