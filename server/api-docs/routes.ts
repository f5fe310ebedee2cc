import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { notFound } from '../http/errors';
import type { YupTypeProvider } from '../http/validation';
import { loadContractDocument } from './document';
import { VIEWER_DIR, VIEWER_FILES, VIEWER_PAGE, VIEWER_SCRIPT, VIEWER_SCRIPT_NAME } from './viewer';

/** The viewer's files change with the installed package only. */
const ASSET_CACHE = 'public, max-age=3600';

/**
 * The API's contract, docs/openapi.yaml: as JSON for clients and tools, and in a browser.
 * Public, like the sign-in page: it describes the API and holds no data.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  // Parsed at start: a contract that is missing or broken stops the server with its reason.
  const document = await loadContractDocument();

  app.get('/api/openapi.json', { config: { access: { public: true } } }, async () => document);

  app.get('/api/docs', { config: { access: { public: true } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(VIEWER_PAGE),
  );

  app.get(
    '/api/docs/:file',
    {
      config: { access: { public: true } },
      schema: { params: object({ file: string().required().max(50) }) },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === VIEWER_SCRIPT_NAME) {
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', ASSET_CACHE)
          .send(VIEWER_SCRIPT);
      }
      // Own keys only: the name picks one of the listed files, never a path.
      const type = Object.hasOwn(VIEWER_FILES, file) ? VIEWER_FILES[file] : undefined;
      if (!type) throw notFound();
      return reply
        .type(type)
        .header('cache-control', ASSET_CACHE)
        .send(createReadStream(path.join(VIEWER_DIR, file)));
    },
  );
};
