import type { FastifyPluginAsync } from 'fastify';
import { changePasswordSchema, profileUpdateSchema } from '../../domain/api/auth';
import { appMessages } from '../../i18n/app-id';
import { callerOf } from '../auth/guard';
import { IMAGE_BODY_LIMIT } from '../http/limits';
import type { YupTypeProvider } from '../http/validation';
import { changePassword, getProfile, updateProfile } from './service';

export const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.get(
    '/api/user/profile',
    { config: { access: { permission: 'profile.read' } } },
    async (request) => ({
      data: await getProfile(app.ctx, callerOf(request)),
    }),
  );

  app.patch(
    '/api/user/profile',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { access: { permission: 'profile.update' } },
      schema: { body: profileUpdateSchema },
    },
    async (request) => ({ data: await updateProfile(app.ctx, callerOf(request), request.body) }),
  );

  app.post(
    '/api/user/profile/change_password',
    {
      config: { access: { permission: 'profile.update' } },
      schema: { body: changePasswordSchema },
    },
    async (request) => {
      await changePassword(app.ctx, callerOf(request), request.body.password);
      return { message: appMessages.profile.changePassword.success };
    },
  );
};
