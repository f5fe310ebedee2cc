import type { FastifyPluginAsync } from 'fastify';
import { dashboardCountQuery, type DashboardCountsResponse } from '../../domain/api/dashboard';
import { jakartaDay } from '../../domain/dates';
import { callerOf } from '../auth/guard';
import { forbidden } from '../http/errors';
import type { YupTypeProvider } from '../http/validation';
import { countDashboard } from './repository';

export const dashboardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  const counts = async (
    query: { start_date?: string; end_date?: string },
    branchId: number | null,
  ): Promise<DashboardCountsResponse> => {
    const today = jakartaDay(app.ctx.clock.now());
    const start = query.start_date ?? today;
    const end = query.end_date ?? start;
    return {
      data: await countDashboard(app.ctx.db, { from: start, to: end }, branchId),
      start_date: start,
      end_date: end,
    };
  };

  // A branch sees its own figures only; the branch comes from the session, never the query.
  app.get(
    '/api/user/dashboard/count_cabang',
    {
      config: { access: { permission: 'dashboard.branch' } },
      schema: { querystring: dashboardCountQuery },
    },
    async (request) => {
      const { branchId } = callerOf(request);
      if (branchId === null) throw forbidden();
      return counts(request.query, branchId);
    },
  );

  app.get(
    '/api/user/dashboard/count',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: dashboardCountQuery },
    },
    async (request) => counts(request.query, null),
  );
};
