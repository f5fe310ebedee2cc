import type { OperatingHours } from './hours';

/*
 * How long forgotten work has waited, counted as the `reminders` setting counts it: working days
 * and working hours within the operating hours (Jakarta time), or calendar days. Public holidays
 * are not known to the project: a holiday on an operating day counts as a working day.
 */

/** What is chased: a registration without proof, an ID not used, a receipt waiting a decision. */
export const REMINDER_KINDS = ['proof', 'unused_id', 'waiting_receipt'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** Jakarta is UTC+7 all year (no daylight saving since 1964). */
const JAKARTA_OFFSET_MS = 7 * HOUR_MS;
/** 1970-01-05, a Monday: weeks are counted from it, local time. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The working time of one operating day, in ms (none when the hours are empty). */
export const workingDayMs = (hours: OperatingHours): number =>
  Math.max(0, hours.closed - hours.open) * HOUR_MS;

/** Working ms of day `index` (0 = Monday) up to `within` ms after its local midnight. */
const workedWithin = (hours: OperatingHours, index: number, within: number): number => {
  if (!hours.days.includes(index + 1)) return 0;
  const open = hours.open * HOUR_MS;
  const closed = Math.max(open, hours.closed * HOUR_MS);
  return Math.min(Math.max(within, open), closed) - open;
};

/** Working ms of the first `days` days of a week (0 = none, 7 = the whole week). */
const workedInDays = (hours: OperatingHours, days: number): number => {
  let worked = 0;
  for (let d = 0; d < days; d++) worked += workedWithin(hours, d, DAY_MS);
  return worked;
};

/** Working ms from a fixed Monday to `at`: the difference of two of these is the time between. */
const workedSinceOrigin = (at: Date, hours: OperatingHours): number => {
  const local = at.getTime() + JAKARTA_OFFSET_MS - FIRST_MONDAY_MS;
  const weeks = Math.floor(local / WEEK_MS);
  const inWeek = local - weeks * WEEK_MS;
  const day = Math.floor(inWeek / DAY_MS);
  return (
    weeks * workedInDays(hours, 7) +
    workedInDays(hours, day) +
    workedWithin(hours, day, inWeek - day * DAY_MS)
  );
};

/** Working time between two instants, in ms: the part of [from, to] within the operating hours. */
export const workingMsBetween = (from: Date, to: Date, hours: OperatingHours): number =>
  Math.max(0, workedSinceOrigin(to, hours) - workedSinceOrigin(from, hours));

/** Whole working hours between two instants. */
export const workingHoursBetween = (from: Date, to: Date, hours: OperatingHours): number =>
  Math.floor(workingMsBetween(from, to, hours) / HOUR_MS);

/**
 * Whole working days between two instants: a working day is one operating day's hours, so a
 * registration made on Monday at 15:00 has waited two working days on Wednesday at 15:00
 * (Monday to Friday), and one made on Saturday starts counting on Monday at opening.
 */
export const workingDaysBetween = (from: Date, to: Date, hours: OperatingHours): number => {
  const day = workingDayMs(hours);
  return day === 0 ? 0 : Math.floor(workingMsBetween(from, to, hours) / day);
};

/** Whole calendar days (24 hours) between two instants. */
export const calendarDaysBetween = (from: Date, to: Date): number =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

/**
 * The period an item is in: k ≥ 1 once it has waited k whole thresholds, 0 before the first (no
 * reminder due). A threshold below 1 chases nothing.
 */
export const reminderPeriod = (waited: number, threshold: number): number =>
  threshold >= 1 ? Math.floor(waited / threshold) : 0;
