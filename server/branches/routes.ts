import type { FastifyPluginAsync } from 'fastify';
import {
  BRANCH_INDEX_PER_PAGE,
  BRANCH_SEARCH_PER_PAGE,
  branchIndexQuery,
  branchSearchQuery,
} from '../../domain/api/branches';
import type { YupTypeProvider } from '../http/validation';
import { pageBranchesWithCounts, searchActiveBranches } from './repository';

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

  // CLUB's /branch: every branch, active or not, with its AOG and MOG members.
  app.get(
    '/api/user/branch/index',
    {
      config: { access: { permission: 'branches.list' } },
      schema: { querystring: branchIndexQuery },
    },
    async (request) =>
      pageBranchesWithCounts(app.ctx.db, {
        keyword: request.query.kata_kunci,
        page: request.query.page,
        perPage: BRANCH_INDEX_PER_PAGE,
      }),
  );
};
