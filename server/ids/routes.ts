import type { FastifyPluginAsync } from 'fastify';
import {
  assignIdsSchema,
  branchIdListQuery,
  generateIdsSchema,
  idListQuery,
  type BranchIdListQuery,
} from '../../domain/api/ids';
import type { IdStatus, IdType } from '../../domain/ids';
import { callerOf } from '../auth/guard';
import { forbidden } from '../http/errors';
import type { YupTypeProvider } from '../http/validation';
import { listIds } from './repository';
import { assignIds, generateIds } from './service';

const BASE = '/api/user/register_aog_mog/generate-id/request';

/** The filters both lists share, from the query's '' = all convention. */
const filterOf = (query: BranchIdListQuery) => ({
  type: (query.type || undefined) as IdType | undefined,
  status: query.status === '' ? undefined : (Number(query.status) as IdStatus),
  keyword: query.keyword || undefined,
  order: query.order_type,
  page: query.page,
  pageSize: query.page_size,
});

export const idRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    BASE,
    { config: { access: { permission: 'ids.list' } }, schema: { querystring: idListQuery } },
    async (request) =>
      listIds(app.ctx.db, {
        view: 'central',
        ...filterOf(request.query),
        branchId: request.query.id_branch,
      }),
  );

  app.post(
    BASE,
    { config: { access: { permission: 'ids.generate' } }, schema: { body: generateIdsSchema } },
    async (request) => generateIds(app.ctx, callerOf(request), request.body),
  );

  app.patch(
    BASE,
    { config: { access: { permission: 'ids.assign' } }, schema: { body: assignIdsSchema } },
    async (request) => assignIds(app.ctx, callerOf(request), request.body),
  );

  // A branch sees its own IDs only; the branch comes from the session, never the query.
  app.get(
    `${BASE}/branch`,
    {
      config: { access: { permission: 'ids.branch' } },
      schema: { querystring: branchIdListQuery },
    },
    async (request) => {
      const { branchId } = callerOf(request);
      if (branchId === null) throw forbidden();
      return listIds(app.ctx.db, { view: 'branch', ...filterOf(request.query), branchId });
    },
  );
};
