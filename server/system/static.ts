import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { appMessages } from '../../i18n/app-id';
import { indexInlineScripts, withScriptSources } from './inlineScripts';

/**
 * Serves the built app: real files from dist/, and index.html for every other page path so the
 * app's router takes over. Unknown /api paths answer a JSON 404 instead. Hashed assets are
 * cached for a year (`public, max-age=31536000, immutable`); the rest, index.html first, is
 * `no-cache` (checked at each visit), so a new build is picked up at once.
 */
export const staticRoutes: FastifyPluginAsync = async (app) => {
  const root = app.ctx.config.distDir;
  const hasApp = existsSync(path.join(root, 'index.html'));
  // The build writes .br and .gz beside each text file (vite.config.ts): sent as they are to
  // a browser that accepts them, so nothing is compressed per request.
  if (hasApp) await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const inlineScripts = indexInlineScripts(path.join(root, 'index.html'));

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
    // The page's own inline script is allowed by its hash, on this page only.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withScriptSources(policy, await inlineScripts()));
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
};
