// Apart from the request schemas (domain/api/statistics.ts): the statistics screens read these
// page sizes, and yup is not part of their first load.
export const ACTIVE_BRANCH_PER_PAGE = 5;
export const TOP_BRANCH_PER_PAGE = 10;

/**
 * A month as the statistics calls take it: a bare `11` (`1`–`12`, or `01`–`09`), of the year
 * the call names or this year, or `2026-11`, which carries its own year.
 */
export const MONTH_PARAM = /^(0?[1-9]|1[0-2]|(20\d{2}|2100)-(0[1-9]|1[0-2]))$/;

/** The year and month a `MONTH_PARAM` names; a bare month is of `year`. */
export const monthOf = (value: string, year: number): { year: number; month: number } => {
  const [first, second] = value.split('-').map(Number) as [number, number | undefined];
  return second === undefined ? { year, month: first } : { year: first, month: second };
};

/**
 * How many of a chart's points have begun by `today` (Jakarta's year, 1-based month and day):
 * the months of `year`, or the days of `month` in `year` when a month is given. The calls answer
 * zeros for what is still to come; a chart that plotted them would show a fall to nothing.
 */
export const pointsBegun = (
  period: { year: number; month?: number },
  today: { year: number; month: number; day: number },
): number => {
  const todayIndex = period.month === undefined ? today.month : today.day;
  const [periodKey, todayKey] =
    period.month === undefined
      ? [period.year, today.year]
      : [period.year * 12 + period.month, today.year * 12 + today.month];
  if (periodKey < todayKey) return Number.POSITIVE_INFINITY;
  return periodKey === todayKey ? todayIndex : 0;
};
