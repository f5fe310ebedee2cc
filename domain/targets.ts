/**
 * Monthly targets: per year, separately for
 * registrations and upgrades, one AOG and one MOG figure per month. The API keys them
 * AOG_01..AOG_12 / MOG_01..MOG_12; AOG_1..AOG_12 is accepted as the same key.
 */

export const TARGET_KINDS = ['registration', 'upgrade'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Month = (typeof MONTHS)[number];

/** January to December as the screens name them. */
export const MONTH_NAMES_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

type MonthKey = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12';
export type TargetKey = `AOG_${MonthKey}` | `MOG_${MonthKey}`;
export type TargetValues = Record<TargetKey, number>;

export const targetKey = (type: 'AOG' | 'MOG', month: number): TargetKey =>
  `${type}_${String(month).padStart(2, '0')}` as TargetKey;

export const TARGET_KEYS: readonly TargetKey[] = MONTHS.flatMap((m) => [
  targetKey('AOG', m),
  targetKey('MOG', m),
]);

/** The most a month may be set to: far above any real month, low enough to catch a typo. */
export const MAX_MONTHLY_TARGET = 1_000_000;

/** A year's targets as the API gives them, all zero when none were set. */
export const emptyTargets = (): TargetValues =>
  Object.fromEntries(TARGET_KEYS.map((key) => [key, 0])) as TargetValues;

/** Whether targets for `year` may still be entered: this year and later, by Jakarta's calendar. */
export const isTargetYearOpen = (year: number, currentYear: number): boolean => year >= currentYear;

/**
 * Done against target in percent, to two decimals; without a target 0 rather than ∞. Not
 * capped: 150 means half again the target.
 */
export const percentageOf = (count: number, target: number): number =>
  target > 0 ? Math.round((count / target) * 10_000) / 100 : 0;

/** The progress bar stops at 100 even when the target is exceeded. */
export const barOf = (percent: number): number => Math.min(100, Math.max(0, percent));
