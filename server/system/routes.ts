import type { FastifyPluginAsync } from 'fastify';
import type { BuildIdResponse, HealthResponse } from '../../domain/api/common';
import { readBuildId } from './buildId';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  // Registered only after migrations ran, so a 200 means the database is ready.
  app.get(
    '/api/health',
    { config: { access: { public: true } } },
    async (): Promise<HealthResponse> => ({
      status: 'ok',
    }),
  );

  app.get(
    '/api/build-id',
    { config: { access: { public: true } } },
    async (_request, reply): Promise<BuildIdResponse> => {
      reply.header('cache-control', 'no-store');
      return { build_id: await readBuildId(app.ctx.config.distDir) };
    },
  );
};
