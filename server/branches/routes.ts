import type { FastifyPluginAsync } from 'fastify';
import { branchIndexQuery, branchSearchQuery } from '../../domain/api/branches';
import type { YupTypeProvider } from '../http/validation';
import { branchIndex, searchBranches } from './service';

export const branchRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/branch/search',
    {
      config: { access: { permission: 'branches.search' } },
      schema: { querystring: branchSearchQuery },
    },
    async (request) => searchBranches(app.ctx, request.query),
  );

  app.get(
    '/api/user/branch/index',
    {
      config: { access: { permission: 'branches.list' } },
      schema: { querystring: branchIndexQuery },
    },
    async (request) => branchIndex(app.ctx, request.query),
  );
};
