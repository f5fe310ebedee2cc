import type { FastifyPluginAsync } from 'fastify';
import { BRANCH_SEARCH_PER_PAGE, branchSearchQuery } from '../../domain/api/branches';
import type { YupTypeProvider } from '../http/validation';
import { searchActiveBranches } from './repository';

export const branchRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  // The branch pickers of the central screens (e.g. /generate-id's filter and assign dialog).
  app.get(
    '/api/user/branch/search',
    {
      config: { access: { permission: 'branches.search' } },
      schema: { querystring: branchSearchQuery },
    },
    async (request) =>
      searchActiveBranches(app.ctx.db, {
        keyword: request.query.kata_kunci,
        page: request.query.page,
        perPage: BRANCH_SEARCH_PER_PAGE,
      }),
  );
};
