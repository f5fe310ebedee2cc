import type { FastifyPluginAsync } from 'fastify';
import type { AppSettingsResponse } from '../../domain/api/settings';
import { getSetting } from './repository';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/user/settings',
    { config: { access: { permission: 'settings.read' } } },
    async (): Promise<AppSettingsResponse> => {
      const db = app.ctx.db;
      return {
        data: {
          help_center_url:
            app.ctx.config.helpCenterUrl ?? (await getSetting(db, 'help_center_url')),
          notice: await getSetting(db, 'notice'),
          operating_hours: await getSetting(db, 'operating_hours'),
          upload_limit: await getSetting(db, 'upload_limit'),
        },
      };
    },
  );
};
