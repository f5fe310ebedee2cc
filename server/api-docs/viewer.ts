import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Swagger UI over /api/openapi.json: its page, and its files served from the installed
 * swagger-ui-dist package (no CDN). The start-up script is a file of its own, since the
 * Content-Security-Policy allows no inline script.
 */
export const VIEWER_DIR = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The files the page loads, by the name it asks for. */
export const VIEWER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export const VIEWER_SCRIPT_NAME = 'viewer.js';

export const VIEWER_SCRIPT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Who may call each operation (x-permission, x-groups) shows with it.
    showExtensions: true,
    validatorUrl: null,
  });
});
`;

export const VIEWER_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dashboard Form AOG / MOG API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/${VIEWER_SCRIPT_NAME}"></script>
  </body>
</html>
`;
