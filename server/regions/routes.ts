import type { FastifyPluginAsync } from 'fastify';
import {
  districtSearchQuery,
  provinceSearchQuery,
  regencySearchQuery,
  villageSearchQuery,
  type RegionListResponse,
} from '../../domain/api/regions';
import type { YupTypeProvider } from '../http/validation';
import { searchRegions } from './repository';

/**
 * The general API of SPEC.md section 7: public region look-ups for the cascading pickers. The
 * only public routes besides sign-in; they hold public data only.
 */
export const regionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const access = { access: { public: true as const } };

  app.get(
    '/api/general/provinces/search',
    { config: access, schema: { querystring: provinceSearchQuery } },
    async (request): Promise<RegionListResponse> => ({
      data: await searchRegions(app.ctx.db, 'provinces', {
        keyword: request.query.kata_kunci,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/api/general/regencies/search',
    { config: access, schema: { querystring: regencySearchQuery } },
    async (request): Promise<RegionListResponse> => ({
      data: await searchRegions(app.ctx.db, 'regencies', {
        keyword: request.query.kata_kunci,
        parentId: request.query.id_province,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/api/general/districts/search',
    { config: access, schema: { querystring: districtSearchQuery } },
    async (request): Promise<RegionListResponse> => ({
      data: await searchRegions(app.ctx.db, 'districts', {
        keyword: request.query.kata_kunci,
        parentId: request.query.id_regencies,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/api/general/villages/search',
    { config: access, schema: { querystring: villageSearchQuery } },
    async (request): Promise<RegionListResponse> => ({
      data: await searchRegions(app.ctx.db, 'villages', {
        keyword: request.query.kata_kunci,
        parentId: request.query.id_district,
        limit: request.query.limit,
      }),
    }),
  );
};
