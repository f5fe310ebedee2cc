import type { FastifyPluginAsync } from 'fastify';
import { operatingHoursSchema } from '../../domain/api/hours';
import { recordAudit } from '../audit/repository';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { getSetting, putSetting } from '../settings/repository';
import { operatingHoursResponse } from './service';

export const hoursRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/time_open_closed',
    { config: { access: { permission: 'hours.read' } } },
    async () =>
      operatingHoursResponse(await getSetting(app.ctx.db, 'operating_hours'), app.ctx.clock.now()),
  );

  app.put(
    '/api/user/time_open_closed',
    { config: { access: { permission: 'hours.update' } }, schema: { body: operatingHoursSchema } },
    async (request) => {
      const caller = callerOf(request);
      const now = app.ctx.clock.now();
      const hours = { ...request.body, days: [...request.body.days].sort((a, b) => a - b) };
      await app.ctx.db.transaction(async (tx) => {
        const before = await getSetting(tx, 'operating_hours');
        await putSetting(tx, 'operating_hours', hours, caller.adminId, now);
        await recordAudit(tx, {
          adminId: caller.adminId,
          action: 'settings.update',
          entity: 'setting',
          entityId: 'operating_hours',
          changes: { before, after: hours },
          at: now,
        });
      });
      return operatingHoursResponse(hours, now);
    },
  );
};
