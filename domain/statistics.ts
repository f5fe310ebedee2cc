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
