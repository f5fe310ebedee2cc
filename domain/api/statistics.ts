import { number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import type { BranchOption } from './branches';
import type { Paged } from './common';

const E = appMessages.errors;

const int = (min: number, max: number) =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(min, E.badRequest)
    .max(max, E.badRequest);

/** 'All Branch' is the empty id: no filter. */
const idBranch = () => int(1, 2_147_483_647).optional();
const year = () => int(2000, 2100);
const month = () => int(1, 12);

/** GET /api/user/grafik_aog_mog_perbulan: the twelve months of a year. */
export const perMonthQuery = object({ year: year().optional(), id_branch: idBranch() });
export type PerMonthQuery = InferType<typeof perMonthQuery>;

/** GET /api/user/grafik_aog_mog_perhari: the days of one month. */
export const perDayQuery = object({
  month: month().optional(),
  year: year().optional(),
  id_branch: idBranch(),
});
export type PerDayQuery = InferType<typeof perDayQuery>;

/** GET /api/user/dashboard_v3: one month's fees and top branches (10 a page). */
export const monthSummaryQuery = object({
  month: string()
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, E.badRequest)
    .optional(),
  id_branch: idBranch(),
  page: int(1, 100_000).default(1),
});
export type MonthSummaryQuery = InferType<typeof monthSummaryQuery>;

/** GET /api/user/search_branch_active: the branch picker, 5 a page. */
export const activeBranchQuery = object({
  kata_kunci: string().trim().max(100, E.badRequest).default(''),
  page: int(1, 2_147_483_647).default(1),
});
export interface AogMog {
  aog: number;
  mog: number;
}

/** Done against target: `actual` members (or upgrades), `target` the sum of the months' targets. */
export interface Progress {
  actual: number;
  target: number;
}

export interface TargetProgress {
  year_to_date: { aog: Progress; mog: Progress };
  month_to_date: { aog: Progress; mog: Progress };
}

/** GET /api/user/dashboard_v2: the central dashboard's and statistics page's summary. */
export interface DashboardSummaryResponse {
  data: {
    /** Active branches. */
    total_branch: number;
    /** Members by their type now. */
    total_aog: number;
    total_mog: number;
    /** This Jakarta year and month. */
    year: number;
    month: number;
    registration: TargetProgress;
    upgrade: TargetProgress;
  };
}

export interface TopBranch extends AogMog {
  no: number;
  id_branch: number;
  nama_cabang: string;
  total: number;
}

export interface MonthSummaryResponse {
  data: {
    month: string;
    id_branch: number | null;
    /** Rupiah paid with the month's registrations and upgrades, by type. */
    fee: {
      registration_aog: number;
      registration_mog: number;
      upgrade_aog: number;
      upgrade_mog: number;
    };
    /** Branches by the month's new members, most first. */
    top_branch: Paged<TopBranch>;
  };
}

export interface SeriesPoint extends AogMog {
  /** Day of the month (perhari) or month of the year (perbulan), from 1. */
  period: number;
}

export interface ChartResponse {
  data: {
    year: number;
    month?: number;
    id_branch: number | null;
    registration: SeriesPoint[];
    upgrade: SeriesPoint[];
  };
}

/** GET /api/user/count_status_ppa_aog_mog: 'Membership Joined PPA Private Class'. */
export interface PrivateClassResponse {
  data: {
    /** Members of each type now who have attended ('sudah'). */
    aog_joined: number;
    mog_joined: number;
    /** AOG who have not attended yet ('belum'): they paid for the class and are due to. */
    aog_attendees: number;
  };
}

export type ActiveBranchResponse = Paged<BranchOption>;
