import type { FastifyPluginAsync } from 'fastify';
import {
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type PushSettingsResponse,
} from '../../domain/api/push';
import { callerOf } from '../auth/guard';
import type { YupTypeProvider } from '../http/validation';
import { ensureVapidKeys } from './keys';
import { deleteSubscription, getPreferences, putPreferences, saveSubscription } from './repository';

/** Every signed-in account may receive notifications: the same access as its own profile. */
export const pushRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { ctx } = app;

  const settings = async (adminId: number): Promise<PushSettingsResponse> => {
    const keys = await ensureVapidKeys(ctx.db, ctx.config, ctx.clock.now());
    return {
      data: { publicKey: keys.publicKey, preferences: await getPreferences(ctx.db, adminId) },
    };
  };

  app.get(
    '/api/user/push_settings',
    { config: { access: { permission: 'profile.read' } } },
    async (request) => settings(callerOf(request).adminId),
  );

  app.put(
    '/api/user/push_settings',
    {
      config: { access: { permission: 'profile.update' } },
      schema: { body: pushPreferencesSchema },
    },
    async (request) => {
      const { adminId } = callerOf(request);
      await putPreferences(ctx.db, adminId, request.body, ctx.clock.now());
      return settings(adminId);
    },
  );

  app.post(
    '/api/user/push_subscription',
    {
      config: { access: { permission: 'profile.update' } },
      schema: { body: pushSubscriptionSchema },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await saveSubscription(
        ctx.db,
        callerOf(request).adminId,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        ctx.clock.now(),
      );
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
      const removed = await deleteSubscription(
        ctx.db,
        callerOf(request).adminId,
        request.body.endpoint,
      );
      return { data: { removed } };
    },
  );
};
