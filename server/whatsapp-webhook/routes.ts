import type { FastifyPluginAsync } from 'fastify';
import { webhookVerifyQuery, type WebhookReceived } from '../../domain/api/whatsappWebhook';
import type { YupTypeProvider } from '../http/validation';
import { receiveEvents, verifySubscription } from './service';

/** Meta's calls are far smaller; a batch of status events is a few kilobytes. */
const BODY_LIMIT = 256 * 1024;

/**
 * The WhatsApp Cloud API's webhook: delivery receipts. Public (Meta has no token of ours), so
 * every POST must carry the app secret's signature of its raw body: this plugin keeps bodies
 * as bytes, for its routes only.
 */
export const whatsappWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/webhooks/whatsapp',
    { config: { access: { public: true } }, schema: { querystring: webhookVerifyQuery } },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(verifySubscription(app.ctx, request.query)),
  );

  app.post(
    '/api/webhooks/whatsapp',
    { config: { access: { public: true } } },
    async (request): Promise<WebhookReceived> =>
      receiveEvents(app.ctx, request.body, request.headers['x-hub-signature-256']),
  );
};
