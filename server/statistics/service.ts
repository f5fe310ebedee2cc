import type {
  ActiveBranchResponse,
  ChartCounts,
  DashboardSummaryResponse,
  FeeBlocks,
  MonthSummaryQuery,
  MonthSummaryResponse,
  PerDayChartResponse,
  PerDayQuery,
  PerMonthChartResponse,
  PerMonthQuery,
  PrivateClassResponse,
  TargetBlock,
} from '../../domain/api/statistics';
import { ACTIVE_BRANCH_PER_PAGE, monthOf, TOP_BRANCH_PER_PAGE } from '../../domain/statistics';
import { dayjs, inJakarta } from '../../domain/dates';
import { percentageOf, TARGET_KINDS } from '../../domain/targets';
import { searchActiveBranches } from '../branches/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import {
  aogMogOf,
  countPrivateClass,
  countTotals,
  feeOf,
  progressFigures,
  type ProgressFigures,
  tally,
  topBranches,
  type Bucket,
  type Range,
} from './repository';

const pad = (n: number) => String(n).padStart(2, '0');
const yearRange = (year: number): Range => ({ from: `${year}-01-01`, to: `${year}-12-31` });
const monthRange = (year: number, month: number): Range => {
  const from = `${year}-${pad(month)}-01`;
  return { from, to: dayjs(from).endOf('month').format('YYYY-MM-DD') };
};

/** The registrations' and the upgrades' tallies of a range, in that order. */
const tallyBoth = (db: Executor, range: Range, branchId: number | null, bucket: Bucket | null) =>
  Promise.all(TARGET_KINDS.map((kind) => tally(db, kind, range, branchId, bucket)));

/**
 * Registrations and upgrades per period, zeros included, so every chart has the whole year or
 * month. The monthly rollup is the daily one summed by month (same trigger function), so a
 * month's days add up to its point of the year.
 */
const chartCounts = async (
  db: Executor,
  range: Range,
  branchId: number | null,
  bucket: Bucket,
  periods: number,
): Promise<ChartCounts[]> => {
  const [registrations, upgrades] = await tallyBoth(db, range, branchId, bucket);
  return Array.from({ length: periods }, (_, i) => {
    const daftar = aogMogOf(registrations!, i + 1);
    const upgrade = aogMogOf(upgrades!, i + 1);
    return {
      daftar_aog: daftar.aog,
      daftar_mog: daftar.mog,
      upgrade_aog: upgrade.aog,
      upgrade_mog: upgrade.mog,
    };
  });
};

/** The rupiah of the range's registrations and upgrades, in the contract's one-element lists. */
const feeBlocks = async (
  db: Executor,
  range: Range,
  branchId: number | null,
): Promise<FeeBlocks> => {
  const [registrations, upgrades] = await tallyBoth(db, range, branchId, null);
  return {
    biaya_daftar: [
      {
        biaya_daftar_aog: feeOf(registrations!, 'AOG'),
        biaya_daftar_mog: feeOf(registrations!, 'MOG'),
      },
    ],
    biaya_upgrade: [
      {
        biaya_aog_upgrade: feeOf(upgrades!, 'AOG'),
        biaya_mog_upgrade: feeOf(upgrades!, 'MOG'),
      },
    ],
  };
};

/** One period's counts against its targets, registrations and upgrades by type. */
const targetBlock = (
  figures: Record<'registration' | 'upgrade', ProgressFigures>,
  period: 'ytd' | 'mtd',
): TargetBlock => {
  const progress = ({ actual, target }: ProgressFigures, type: 'aog' | 'mog') => ({
    count: actual[period][type],
    target: target[period][type],
    percentage: percentageOf(actual[period][type], target[period][type]),
  });
  return {
    daftar_aog: progress(figures.registration, 'aog'),
    daftar_mog: progress(figures.registration, 'mog'),
    upgrade_aog: progress(figures.upgrade, 'aog'),
    upgrade_mog: progress(figures.upgrade, 'mog'),
  };
};

const today = (ctx: AppContext) => inJakarta(ctx.clock.now());

/** The central dashboard: this year's and month's progress, totals, fees and top branches. */
export const dashboardSummary = async (
  ctx: AppContext,
  branchId: number | null,
): Promise<DashboardSummaryResponse> => {
  const now = today(ctx);
  const year = now.year();
  const month = now.month() + 1;
  const day = now.format('YYYY-MM-DD');
  const db = ctx.db;
  const [figures, totals, fees, top] = await Promise.all([
    progressFigures(db, { year, month, day, branchId }),
    countTotals(db, branchId),
    feeBlocks(db, yearRange(year), branchId),
    topBranches(db, yearRange(year), branchId, 1, TOP_BRANCH_PER_PAGE),
  ]);
  return {
    data: {
      ...totals,
      top_branch: top.data,
      ...fees,
      target_year_to_date: targetBlock(figures, 'ytd'),
      target_month_to_date: targetBlock(figures, 'mtd'),
      year,
      month,
      id_branch: branchId,
    },
  };
};

/** One month's fees and a page of its top branches (this month without one). */
export const monthSummary = async (
  ctx: AppContext,
  query: MonthSummaryQuery,
): Promise<MonthSummaryResponse> => {
  const now = today(ctx);
  const { year, month } = query.month
    ? monthOf(query.month, now.year())
    : { year: now.year(), month: now.month() + 1 };
  const range = monthRange(year, month);
  const branchId = query.id_branch ?? null;
  const [fees, top] = await Promise.all([
    feeBlocks(ctx.db, range, branchId),
    topBranches(ctx.db, range, branchId, query.page, TOP_BRANCH_PER_PAGE),
  ]);
  return {
    data: { month: `${year}-${pad(month)}`, id_branch: branchId, ...fees, top_branch: top },
  };
};

export const perMonthChart = async (
  ctx: AppContext,
  query: PerMonthQuery,
): Promise<PerMonthChartResponse> => {
  const year = query.year ?? today(ctx).year();
  const branchId = query.id_branch ?? null;
  const counts = await chartCounts(ctx.db, yearRange(year), branchId, 'month', 12);
  return {
    data: counts.map((point, i) => ({ bulan: i + 1, ...point })),
    year,
    id_branch: branchId,
  };
};

export const perDayChart = async (
  ctx: AppContext,
  query: PerDayQuery,
): Promise<PerDayChartResponse> => {
  const now = today(ctx);
  const { year, month } = query.month
    ? monthOf(query.month, query.year ?? now.year())
    : { year: query.year ?? now.year(), month: now.month() + 1 };
  const branchId = query.id_branch ?? null;
  const days = dayjs(`${year}-${pad(month)}-01`).daysInMonth();
  const counts = await chartCounts(ctx.db, monthRange(year, month), branchId, 'day', days);
  return {
    data: counts.map((point, i) => ({ tanggal: i + 1, ...point })),
    year,
    month,
    id_branch: branchId,
  };
};

/** Members who took the private class, and AOG members who will. */
export const privateClass = async (ctx: AppContext): Promise<PrivateClassResponse> => {
  const rows = await countPrivateClass(ctx.db);
  const n = (type: string, answer: string) =>
    rows.find((r) => r.type === type && r.answer === answer)?.n ?? 0;
  return {
    data: {
      aog_sudah_ppa: n('AOG', 'sudah'),
      mog_sudah_ppa: n('MOG', 'sudah'),
      aog_akan_ppa: n('AOG', 'belum'),
    },
  };
};

export const activeBranches = (
  ctx: AppContext,
  query: { kata_kunci: string; page: number },
): Promise<ActiveBranchResponse> =>
  searchActiveBranches(ctx.db, {
    keyword: query.kata_kunci,
    page: query.page,
    perPage: ACTIVE_BRANCH_PER_PAGE,
  });
