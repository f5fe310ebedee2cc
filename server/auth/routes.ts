import type { FastifyPluginAsync } from 'fastify';
import { loginSchema } from '../../domain/api/auth';
import type { YupTypeProvider } from '../http/validation';
import { callerOf } from './guard';
import { login, logout } from './service';

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.post(
    '/api/auth/pos-cabang/login',
    { config: { access: { public: true } }, schema: { body: loginSchema } },
    async (request) =>
      login(app.ctx, request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: { permission: 'auth.logout' } } },
    async (request, reply) => {
      await logout(app.ctx, callerOf(request));
      return reply.status(204).send();
    },
  );
};
