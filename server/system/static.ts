import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { appMessages } from '../../i18n/app-id';

/**
 * Serves the built app: real files from dist/, and index.html for every other page path so the
 * app's router takes over. Unknown /api paths answer a JSON 404 instead.
 */
export const staticRoutes: FastifyPluginAsync = async (app) => {
  const root = app.ctx.config.distDir;
  const hasApp = existsSync(path.join(root, 'index.html'));
  if (hasApp) await app.register(fastifyStatic, { root, serve: false });

  app.get('/*', { config: { access: { public: true } } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      return reply.status(404).send({ message: appMessages.errors.routeNotFound });
    }
    if (!hasApp) return reply.status(404).send({ message: appMessages.errors.routeNotFound });
    const file = path.join(root, urlPath);
    if (
      file.startsWith(root + path.sep) &&
      existsSync(file) &&
      !file.endsWith(path.sep) &&
      path.extname(file)
    ) {
      // Hashed assets never change under their name; the rest is checked on each visit.
      const immutable = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(root, file), {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
};
