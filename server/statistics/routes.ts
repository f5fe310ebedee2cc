import type { FastifyPluginAsync } from 'fastify';
import {
  activeBranchQuery,
  dashboardSummaryQuery,
  monthSummaryQuery,
  perDayQuery,
  perMonthQuery,
} from '../../domain/api/statistics';
import type { YupTypeProvider } from '../http/validation';
import {
  activeBranches,
  dashboardSummary,
  monthSummary,
  perDayChart,
  perMonthChart,
  privateClass,
} from './service';

const central = { access: { permission: 'dashboard.central' } } as const;

export const statisticsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/dashboard_v2',
    { config: central, schema: { querystring: dashboardSummaryQuery } },
    async (request) => dashboardSummary(app.ctx, request.query.id_branch ?? null),
  );
  app.get(
    '/api/user/dashboard_v3',
    { config: central, schema: { querystring: monthSummaryQuery } },
    async (request) => monthSummary(app.ctx, request.query),
  );
  app.get(
    '/api/user/grafik_aog_mog_perbulan',
    { config: central, schema: { querystring: perMonthQuery } },
    async (request) => perMonthChart(app.ctx, request.query),
  );
  app.get(
    '/api/user/grafik_aog_mog_perhari',
    { config: central, schema: { querystring: perDayQuery } },
    async (request) => perDayChart(app.ctx, request.query),
  );
  app.get(
    '/api/user/count_status_ppa_aog_mog',
    { config: { access: { permission: 'statistics.read' } } },
    async () => privateClass(app.ctx),
  );
  app.get(
    '/api/user/search_branch_active',
    { config: central, schema: { querystring: activeBranchQuery } },
    async (request) => activeBranches(app.ctx, request.query),
  );
};
