import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { readFile } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const fileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/files/:id',
    {
      config: { access: { permission: 'files.read' } },
      schema: { params: object({ id: string().required().matches(UUID) }) },
    },
    async (request, reply) => {
      const { file, bytes } = await readFile(app.ctx, callerOf(request), request.params.id);
      // A transfer slip or a face must not stay in the browser's cache after sign-out.
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
