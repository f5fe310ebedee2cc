import type { FastifyPluginAsync } from 'fastify';
import {
  activeBranchQuery,
  monthSummaryQuery,
  perDayQuery,
  perMonthQuery,
  type ChartResponse,
  type DashboardSummaryResponse,
  type MonthSummaryResponse,
  type PrivateClassResponse,
  type SeriesPoint,
  type TargetProgress,
} from '../../domain/api/statistics';
import { ACTIVE_BRANCH_PER_PAGE, TOP_BRANCH_PER_PAGE } from '../../domain/statistics';
import { dayjs, inJakarta } from '../../domain/dates';
import { TARGET_KINDS, type TargetKind } from '../../domain/targets';
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

/** One point per period, zeros included, so every chart has the whole year or month. */
const series = async (
  db: Executor,
  kind: TargetKind,
  range: Range,
  branchId: number | null,
  bucket: Bucket,
  periods: number,
): Promise<SeriesPoint[]> => {
  const rows = await tally(db, kind, range, branchId, bucket);
  return Array.from({ length: periods }, (_, i) => ({ period: i + 1, ...aogMogOf(rows, i + 1) }));
};

export const statisticsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const today = () => inJakarta(app.ctx.clock.now());

  const progress = ({ actual, target }: ProgressFigures): TargetProgress => {
    const of = (period: 'ytd' | 'mtd') => ({
      aog: { actual: actual[period].aog, target: target[period].aog },
      mog: { actual: actual[period].mog, target: target[period].mog },
    });
    return { year_to_date: of('ytd'), month_to_date: of('mtd') };
  };

  app.get(
    '/api/user/dashboard_v2',
    { config: { access: { permission: 'dashboard.central' } } },
    async (): Promise<DashboardSummaryResponse> => {
      const now = today();
      const year = now.year();
      const month = now.month() + 1;
      const day = now.format('YYYY-MM-DD');
      const [figures, totals] = await Promise.all([
        progressFigures(app.ctx.db, { year, month, day }),
        countTotals(app.ctx.db),
      ]);
      return {
        data: {
          ...totals,
          year,
          month,
          registration: progress(figures.registration),
          upgrade: progress(figures.upgrade),
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
      const month = request.query.month ?? today().format('YYYY-MM');
      const [year, m] = month.split('-').map(Number) as [number, number];
      const range = monthRange(year, m);
      const branchId = request.query.id_branch ?? null;
      const db = app.ctx.db;
      const registrations = await tally(db, 'registration', range, branchId, null);
      const upgrades = await tally(db, 'upgrade', range, branchId, null);
      return {
        data: {
          month,
          id_branch: branchId,
          fee: {
            registration_aog: feeOf(registrations, 'AOG'),
            registration_mog: feeOf(registrations, 'MOG'),
            upgrade_aog: feeOf(upgrades, 'AOG'),
            upgrade_mog: feeOf(upgrades, 'MOG'),
          },
          top_branch: await topBranches(
            db,
            range,
            branchId,
            request.query.page,
            TOP_BRANCH_PER_PAGE,
          ),
        },
      };
    },
  );

  app.get(
    '/api/user/grafik_aog_mog_perbulan',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: perMonthQuery },
    },
    async (request): Promise<ChartResponse> => {
      const year = request.query.year ?? today().year();
      const branchId = request.query.id_branch ?? null;
      const range = yearRange(year);
      const [registration, upgrade] = await Promise.all(
        TARGET_KINDS.map((kind) => series(app.ctx.db, kind, range, branchId, 'month', 12)),
      );
      return {
        data: { year, id_branch: branchId, registration: registration!, upgrade: upgrade! },
      };
    },
  );

  app.get(
    '/api/user/grafik_aog_mog_perhari',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: perDayQuery },
    },
    async (request): Promise<ChartResponse> => {
      const year = request.query.year ?? today().year();
      const month = request.query.month ?? today().month() + 1;
      const branchId = request.query.id_branch ?? null;
      const range = monthRange(year, month);
      const days = dayjs(`${year}-${pad(month)}-01`).daysInMonth();
      const [registration, upgrade] = await Promise.all(
        TARGET_KINDS.map((kind) => series(app.ctx.db, kind, range, branchId, 'day', days)),
      );
      return {
        data: { year, month, id_branch: branchId, registration: registration!, upgrade: upgrade! },
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
          aog_joined: n('AOG', 'sudah'),
          mog_joined: n('MOG', 'sudah'),
          aog_attendees: n('AOG', 'belum'),
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
