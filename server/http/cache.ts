import type { FastifyInstance } from 'fastify';

/**
 * JSON under /api is per caller (and a sign-in answer carries a token): no browser or proxy
 * may keep a copy, e.g. for the next person at a shared counter PC. A route that chose its own
 * caching (files, the build id) keeps it.
 */
export const registerNoStore = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      request.url.startsWith('/api/') &&
      type.startsWith('application/json') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
};
