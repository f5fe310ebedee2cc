import type { FastifyPluginAsync } from 'fastify';
import {
  activeBranchQuery,
  dashboardSummaryQuery,
  monthSummaryQuery,
  perDayQuery,
  perMonthQuery,
  type ChartCounts,
  type DashboardSummaryResponse,
  type FeeBlocks,
  type MonthSummaryResponse,
  type PerDayChartResponse,
  type PerMonthChartResponse,
  type PrivateClassResponse,
  type TargetBlock,
} from '../../domain/api/statistics';
import { ACTIVE_BRANCH_PER_PAGE, monthOf, TOP_BRANCH_PER_PAGE } from '../../domain/statistics';
import { dayjs, inJakarta } from '../../domain/dates';
import { percentageOf, TARGET_KINDS } from '../../domain/targets';
import { searchActiveBranches } from '../branches/repository';
import type { Executor } from '../db/client';
import type { YupTypeProvider } from '../http/validation';
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

/**
 * Registrations and upgrades per period, zeros included, so every chart has the whole year or
 * month. Both charts read the same daily rollup, so a month's days add up to its point of the
 * year.
 */
const chartCounts = async (
  db: Executor,
  range: Range,
  branchId: number | null,
  bucket: Bucket,
  periods: number,
): Promise<ChartCounts[]> => {
  const [registrations, upgrades] = await Promise.all(
    TARGET_KINDS.map((kind) => tally(db, kind, range, branchId, bucket)),
  );
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

/** The rupiah of the range's registrations and upgrades, in SPEC.md's one-element lists. */
const feeBlocks = async (
  db: Executor,
  range: Range,
  branchId: number | null,
): Promise<FeeBlocks> => {
  const [registrations, upgrades] = await Promise.all(
    TARGET_KINDS.map((kind) => tally(db, kind, range, branchId, null)),
  );
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

export const statisticsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const today = () => inJakarta(app.ctx.clock.now());

  app.get(
    '/api/user/dashboard_v2',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: dashboardSummaryQuery },
    },
    async (request): Promise<DashboardSummaryResponse> => {
      const now = today();
      const year = now.year();
      const month = now.month() + 1;
      const day = now.format('YYYY-MM-DD');
      const branchId = request.query.id_branch ?? null;
      const db = app.ctx.db;
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
    },
  );

  app.get(
    '/api/user/dashboard_v3',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: monthSummaryQuery },
    },
    async (request): Promise<MonthSummaryResponse> => {
      const now = today();
      const { year, month } = request.query.month
        ? monthOf(request.query.month, now.year())
        : { year: now.year(), month: now.month() + 1 };
      const range = monthRange(year, month);
      const branchId = request.query.id_branch ?? null;
      const db = app.ctx.db;
      const [fees, top] = await Promise.all([
        feeBlocks(db, range, branchId),
        topBranches(db, range, branchId, request.query.page, TOP_BRANCH_PER_PAGE),
      ]);
      return {
        data: { month: `${year}-${pad(month)}`, id_branch: branchId, ...fees, top_branch: top },
      };
    },
  );

  app.get(
    '/api/user/grafik_aog_mog_perbulan',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: perMonthQuery },
    },
    async (request): Promise<PerMonthChartResponse> => {
      const year = request.query.year ?? today().year();
      const branchId = request.query.id_branch ?? null;
      const counts = await chartCounts(app.ctx.db, yearRange(year), branchId, 'month', 12);
      return {
        data: counts.map((point, i) => ({ bulan: i + 1, ...point })),
        year,
        id_branch: branchId,
      };
    },
  );

  app.get(
    '/api/user/grafik_aog_mog_perhari',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: perDayQuery },
    },
    async (request): Promise<PerDayChartResponse> => {
      const now = today();
      const { year, month } = request.query.month
        ? monthOf(request.query.month, request.query.year ?? now.year())
        : { year: request.query.year ?? now.year(), month: now.month() + 1 };
      const branchId = request.query.id_branch ?? null;
      const days = dayjs(`${year}-${pad(month)}-01`).daysInMonth();
      const counts = await chartCounts(app.ctx.db, monthRange(year, month), branchId, 'day', days);
      return {
        data: counts.map((point, i) => ({ tanggal: i + 1, ...point })),
        year,
        month,
        id_branch: branchId,
      };
    },
  );

  app.get(
    '/api/user/count_status_ppa_aog_mog',
    { config: { access: { permission: 'statistics.read' } } },
    async (): Promise<PrivateClassResponse> => {
      const rows = await countPrivateClass(app.ctx.db);
      const n = (type: string, answer: string) =>
        rows.find((r) => r.type === type && r.answer === answer)?.n ?? 0;
      return {
        data: {
          aog_sudah_ppa: n('AOG', 'sudah'),
          mog_sudah_ppa: n('MOG', 'sudah'),
          aog_akan_ppa: n('AOG', 'belum'),
        },
      };
    },
  );

  app.get(
    '/api/user/search_branch_active',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: activeBranchQuery },
    },
    async (request) =>
      searchActiveBranches(app.ctx.db, {
        keyword: request.query.kata_kunci,
        page: request.query.page,
        perPage: ACTIVE_BRANCH_PER_PAGE,
      }),
  );
};
