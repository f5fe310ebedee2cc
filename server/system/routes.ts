import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { BuildIdResponse, HealthResponse } from '../../domain/api/common';
import { sendBusy } from '../http/errors';
import { readBuildId } from './buildId';
import { checkReady } from './service';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  // Registered only after migrations ran, so a 200 means the database is ready.
  app.get(
    '/api/health',
    { config: { access: { public: true } } },
    async (): Promise<HealthResponse> => ({
      status: 'ok',
    }),
  );

  // Readiness, for a load balancer: 200 only while both connection pools reach the database,
  // 503 while it cannot be reached, so traffic goes elsewhere. Liveness stays /api/health.
  app.get(
    '/api/health/ready',
    { config: { access: { public: true } } },
    async (request, reply): Promise<HealthResponse | FastifyReply> => {
      try {
        await checkReady(app.ctx);
      } catch (error) {
        request.log.warn({ err: (error as Error).message }, 'not ready');
        return sendBusy(reply);
      }
      return { status: 'ok' };
    },
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
