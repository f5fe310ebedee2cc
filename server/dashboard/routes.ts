import type { FastifyPluginAsync } from 'fastify';
import { dashboardCountQuery } from '../../domain/api/dashboard';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { branchDashboardCounts, dashboardCounts } from './service';

export const dashboardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/dashboard/count_cabang',
    {
      config: { access: { permission: 'dashboard.branch' } },
      schema: { querystring: dashboardCountQuery },
    },
    async (request) => branchDashboardCounts(app.ctx, callerOf(request), request.query),
  );

  app.get(
    '/api/user/dashboard/count',
    {
      config: { access: { permission: 'dashboard.central' } },
      schema: { querystring: dashboardCountQuery },
    },
    async (request) => dashboardCounts(app.ctx, request.query, null),
  );
};
