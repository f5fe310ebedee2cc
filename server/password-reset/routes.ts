import type { FastifyPluginAsync } from 'fastify';
import { resetConfirmSchema, resetPasswordSchema } from '../../domain/api/auth';
import { PATHS } from '../../domain/paths';
import { appMessages } from '../../i18n/app-id';
import type { YupTypeProvider } from '../http/validation';
import { confirmPage } from './confirmPage';
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

  // The link from the e-mail opens a page whose button spends it: a GET or HEAD (a mail
  // scanner, a link preview) never does, so the user's own click still works.
  app.get(
    confirmPath,
    { config: { access: { public: true } }, schema: { querystring: resetConfirmSchema } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(confirmPage(confirmPath, request.query.token)),
  );

  // The page's button: sets and mails a new password, then the app's result page either way.
  app.post(
    confirmPath,
    { config: { access: { public: true } }, schema: { body: resetConfirmSchema } },
    async (request, reply) => {
      const ok = request.body.token ? await confirmReset(app.ctx, request.body.token) : false;
      return reply.redirect(
        `${PATHS.resetPasswordLanding}?status=${ok ? 'success' : 'failed'}`,
        303,
      );
    },
  );
};
