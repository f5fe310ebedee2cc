import type { FastifyPluginAsync } from 'fastify';
import { targetQuerySchema, targetSaveSchema } from '../../domain/api/targets';
import type { TargetKind } from '../../domain/targets';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { readTargets, saveTargets } from './service';

/** The API's two spellings of one resource: registration targets and upgrade targets. */
const BASES: Record<TargetKind, string> = {
  registration: '/api/user/target',
  upgrade: '/api/user/target_upgrade',
};

export const targetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  for (const [kind, base] of Object.entries(BASES) as [TargetKind, string][]) {
    app.get(
      `${base}/aktif`,
      {
        config: { access: { permission: 'targets.read' } },
        schema: { querystring: targetQuerySchema },
      },
      async (request) => readTargets(app.ctx, kind, request.query.name),
    );

    app.post(
      base,
      {
        config: { access: { permission: 'targets.update' } },
        schema: { body: targetSaveSchema },
      },
      async (request) => saveTargets(app.ctx, callerOf(request), kind, request.body),
    );
  }
};
