import type { FastifyPluginAsync } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import {
  districtSearchQuery,
  provinceSearchQuery,
  regencySearchQuery,
  villageSearchQuery,
  type RegionLevel,
  type RegionListResponse,
} from '../../domain/api/regions';
import type { YupTypeProvider } from '../http/validation';
import { searchRegionLevel } from './service';

/**
 * The general API: public region look-ups for the cascading pickers. The
 * only public routes besides sign-in; they hold public data only.
 */
/** Each level's path, query schema and the query parameter naming its parent. */
const SEARCHES = [
  { level: 'provinces', schema: provinceSearchQuery, parent: null },
  { level: 'regencies', schema: regencySearchQuery, parent: 'id_province' },
  { level: 'districts', schema: districtSearchQuery, parent: 'id_regencies' },
  { level: 'villages', schema: villageSearchQuery, parent: 'id_district' },
] as const satisfies readonly {
  level: RegionLevel;
  schema: AnyObjectSchema;
  parent: string | null;
}[];

export const regionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  for (const { level, schema, parent } of SEARCHES) {
    app.get(
      `/api/general/${level}/search`,
      { config: { access: { public: true } }, schema: { querystring: schema } },
      async (request): Promise<RegionListResponse> => {
        const query = request.query as Record<string, string | undefined> & {
          kata_kunci: string;
          limit: number;
        };
        return searchRegionLevel(app.ctx, level, {
          keyword: query.kata_kunci,
          parentId: parent ? query[parent] : undefined,
          limit: query.limit,
        });
      },
    );
  }
};
