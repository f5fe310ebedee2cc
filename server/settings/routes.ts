import type { FastifyPluginAsync } from 'fastify';
import { appSettings } from './service';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/user/settings', { config: { access: { permission: 'settings.read' } } }, async () =>
    appSettings(app.ctx),
  );
};
