import type { FastifyPluginAsync } from 'fastify';
import { overdueReceiptsQuery } from '../../domain/api/reminders';
import type { YupTypeProvider } from '../http/validation';
import { overdueReceiptList } from './service';

export const reminderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/reminders/waiting_receipts',
    {
      config: { access: { permission: 'reminders.read' } },
      schema: { querystring: overdueReceiptsQuery },
    },
    async (request) => overdueReceiptList(app.ctx, request.query.limit),
  );
};
