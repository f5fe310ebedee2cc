import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { resetPasswordSchema } from '../../domain/api/auth';
import { PATHS } from '../../domain/paths';
import { appMessages } from '../../i18n/app-id';
import type { YupTypeProvider } from '../http/validation';
import { confirmPath, confirmReset, requestReset } from './service';

export const passwordResetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.post(
    '/api/reset_password',
    { config: { access: { public: true } }, schema: { body: resetPasswordSchema } },
    async (request) => {
      await requestReset(app.ctx, request.body.email, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { message: appMessages.auth.reset.sent };
    },
  );

  // The link from the e-mail: it lands on the app's result page either way.
  app.get(
    confirmPath,
    {
      config: { access: { public: true } },
      schema: { querystring: object({ token: string().default('') }) },
    },
    async (request, reply) => {
      const ok = request.query.token ? await confirmReset(app.ctx, request.query.token) : false;
      return reply.redirect(`${PATHS.resetPasswordLanding}?status=${ok ? 'success' : 'failed'}`);
    },
  );
};
