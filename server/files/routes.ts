import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { hasPermission } from '../../domain/access';
import { callerOf } from '../auth/guard';
import type { Caller } from '../context';
import { notFound } from '../http/errors';
import type { YupTypeProvider } from '../http/validation';
import { findFile, type FileRow } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Profile pictures are for every signed-in user; a proof only for its branch and the reviewers. */
const maySee = (caller: Caller, file: FileRow): boolean =>
  file.kind === 'profile' ||
  hasPermission(caller.group, 'receipts.list') ||
  (caller.branchId !== null && caller.branchId === file.branchId);

export const fileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/files/:id',
    {
      config: { access: { permission: 'files.read' } },
      schema: { params: object({ id: string().required().matches(UUID) }) },
    },
    async (request, reply) => {
      const file = await findFile(app.ctx.db, request.params.id);
      // Someone else's proof answers like a missing one: its existence is not theirs to know.
      if (!file || !maySee(callerOf(request), file)) throw notFound();
      const bytes = await app.ctx.files.get(file.storageKey);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
