import type { FastifyPluginAsync } from 'fastify';
import {
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../domain/api/push';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { pushSettings, savePushPreferences, subscribe, unsubscribe } from './service';

/** Every signed-in account may receive notifications: the same access as its own profile. */
export const pushRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { ctx } = app;

  app.get(
    '/api/user/push_settings',
    { config: { access: { permission: 'profile.read' } } },
    async (request) => pushSettings(ctx, callerOf(request).adminId),
  );

  app.put(
    '/api/user/push_settings',
    {
      config: { access: { permission: 'profile.update' } },
      schema: { body: pushPreferencesSchema },
    },
    async (request) => savePushPreferences(ctx, callerOf(request).adminId, request.body),
  );

  app.post(
    '/api/user/push_subscription',
    {
      config: { access: { permission: 'profile.update' } },
      schema: { body: pushSubscriptionSchema },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await subscribe(ctx, callerOf(request).adminId, {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return reply.status(201).send({ data: { endpoint } });
    },
  );

  app.delete(
    '/api/user/push_subscription',
    {
      config: { access: { permission: 'profile.update' } },
      schema: { body: pushUnsubscribeSchema },
    },
    async (request) => {
      const removed = await unsubscribe(ctx, callerOf(request).adminId, request.body.endpoint);
      return { data: { removed } };
    },
  );
};
