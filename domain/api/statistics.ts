import { number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import type { BranchOption } from './branches';
import type { Paged } from './common';
import { MONTH_PARAM } from '../statistics';

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

/** The month of dashboard_v3 and grafik_aog_mog_perhari (domain/statistics.ts's `monthOf`). */
const monthParam = () => string().trim().matches(MONTH_PARAM, E.badRequest).optional();

/** GET /api/user/grafik_aog_mog_perbulan: the twelve months of a year. */
export const perMonthQuery = object({ year: year().optional(), id_branch: idBranch() });
export type PerMonthQuery = InferType<typeof perMonthQuery>;

/** GET /api/user/grafik_aog_mog_perhari: the days of one month. */
export const perDayQuery = object({
  month: monthParam(),
  year: year().optional(),
  id_branch: idBranch(),
});
export type PerDayQuery = InferType<typeof perDayQuery>;

/** GET /api/user/dashboard_v2: this year's and month's summary, of one branch or all. */
export const dashboardSummaryQuery = object({ id_branch: idBranch() });

/** GET /api/user/dashboard_v3: one month's fees and top branches (10 a page). */
export const monthSummaryQuery = object({
  month: monthParam(),
  id_branch: idBranch(),
  page: int(1, 100_000).default(1),
});
export type MonthSummaryQuery = InferType<typeof monthSummaryQuery>;

/** GET /api/user/search_branch_active: the branch picker, 5 a page. */
export const activeBranchQuery = object({
  kata_kunci: string().trim().max(100, E.badRequest).default(''),
  page: int(1, 2_147_483_647).default(1),
});
/**
 * Done against target: `count` members (or upgrades), `target` the sum of the months' targets,
 * `percentage` = count / target × 100 to two decimals (0 without a target; not capped).
 */
export interface Progress {
  count: number;
  target: number;
  percentage: number;
}

/** 'Target Year To Date' or 'Target Month To Date': registrations and upgrades, by type. */
export interface TargetBlock {
  daftar_aog: Progress;
  daftar_mog: Progress;
  upgrade_aog: Progress;
  upgrade_mog: Progress;
}

/** A branch by its new members (type at registration): `jumlah` = `AOG` + `MOG`. */
export interface TopBranchRow {
  id_branch: number;
  nama_branch: string;
  AOG: number;
  MOG: number;
  jumlah: number;
}

/** Rupiah paid with registrations and with upgrades (by the new type), each a one-element list. */
export interface FeeBlocks {
  biaya_daftar: [{ biaya_daftar_aog: number; biaya_daftar_mog: number }];
  biaya_upgrade: [{ biaya_aog_upgrade: number; biaya_mog_upgrade: number }];
}

/** GET /api/user/dashboard_v2: the central dashboard's and statistics page's summary. */
export interface DashboardSummaryResponse {
  data: FeeBlocks & {
    /** Active branches. */
    total_branch: number;
    /** Members by their type now (of the branch, when one is chosen). */
    total_aog: number;
    total_mog: number;
    /** This year's ten branches with the most new members, most first. */
    top_branch: TopBranchRow[];
    target_year_to_date: TargetBlock;
    target_month_to_date: TargetBlock;
    /** This Jakarta year and month. */
    year: number;
    month: number;
    id_branch: number | null;
  };
}

/** GET /api/user/dashboard_v3: one month's fees and its branches by new members, paged. */
export interface MonthSummaryResponse {
  data: FeeBlocks & {
    /** YYYY-MM. */
    month: string;
    id_branch: number | null;
    top_branch: Paged<TopBranchRow>;
  };
}

/** Registrations (type at registration) and upgrades (new type) of one day or month. */
export interface ChartCounts {
  daftar_aog: number;
  daftar_mog: number;
  upgrade_aog: number;
  upgrade_mog: number;
}

/** GET /api/user/grafik_aog_mog_perbulan: twelve points, `bulan` 1–12. */
export interface PerMonthChartResponse {
  data: (ChartCounts & { bulan: number })[];
  year: number;
  id_branch: number | null;
}

/** GET /api/user/grafik_aog_mog_perhari: a point per day of the month, `tanggal` from 1. */
export interface PerDayChartResponse {
  data: (ChartCounts & { tanggal: number })[];
  year: number;
  month: number;
  id_branch: number | null;
}

/** GET /api/user/count_status_ppa_aog_mog: 'Membership Joined PPA Private Class'. */
export interface PrivateClassResponse {
  data: {
    /** Members of each type now who have attended ('sudah'). */
    aog_sudah_ppa: number;
    mog_sudah_ppa: number;
    /** AOG who have not attended yet ('belum'): they paid for the class and are due to. */
    aog_akan_ppa: number;
  };
}

export type ActiveBranchResponse = Paged<BranchOption>;
