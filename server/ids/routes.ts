import type { FastifyPluginAsync } from 'fastify';
import {
  assignIdsSchema,
  branchIdListQuery,
  generateIdsSchema,
  idListQuery,
} from '../../domain/api/ids';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { assignIds, branchIdList, centralIdList, generateIds } from './service';

const BASE = '/api/user/register_aog_mog/generate-id/request';

export const idRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    BASE,
    { config: { access: { permission: 'ids.list' } }, schema: { querystring: idListQuery } },
    async (request) => centralIdList(app.ctx, request.query),
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

  app.get(
    `${BASE}/branch`,
    {
      config: { access: { permission: 'ids.branch' } },
      schema: { querystring: branchIdListQuery },
    },
    async (request) => branchIdList(app.ctx, callerOf(request), request.query),
  );
};
