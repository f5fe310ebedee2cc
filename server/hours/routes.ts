import type { FastifyPluginAsync } from 'fastify';
import { operatingHoursSchema } from '../../domain/api/hours';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { readOperatingHours, saveOperatingHours } from './service';

export const hoursRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/time_open_closed',
    { config: { access: { permission: 'hours.read' } } },
    async () => readOperatingHours(app.ctx),
  );

  app.put(
    '/api/user/time_open_closed',
    { config: { access: { permission: 'hours.update' } }, schema: { body: operatingHoursSchema } },
    async (request) => saveOperatingHours(app.ctx, callerOf(request), request.body),
  );
};
