import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { registrationFormDocument } from './tools/pdf/forms/vitePlugin';
import { userGuide } from './tools/pdf/guide/vitePlugin';
import { appShell } from './tools/build/appShell';
import { codeSplitting } from './tools/build/chunkGroups';

/**
 * Each build gets an id, compiled into the app and written to dist/build-id.json; the app
 * polls the server for it and offers a reload when a newer build is being served.
 */
const buildId = (): Plugin => {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'build-id',
    config: (_config, { command }) => ({
      define: { __BUILD_ID__: JSON.stringify(command === 'build' ? id : 'dev') },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-id.json',
        source: JSON.stringify({ build_id: id }),
      });
    },
  };
};

/** Text files worth compressing; smaller ones are not (the headers outweigh the gain). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` beside every text file of the
 * build; the server sends them as they are (@fastify/static's `preCompressed`). Brotli's best
 * quality takes about 2 s for the main chunk: done once here, not at each request.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          };
          await writeFile(`${file}.br`, await brotli(source, { params }));
          await writeFile(`${file}.gz`, await gzipped(source, { level: 9 }));
        }),
      );
    },
  };
};

const apiPort = Number(process.env.API_PORT || 3001);

/**
 * react-router's package exports name only its development build, for every mode
 * (remix-run/react-router#12532, meant to be temporary): its dev-only warnings and checks would
 * ship. The build takes the production build published beside it; dev keeps the warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: path.resolve('node_modules/react-router/dist/production', file),
}));

export default defineConfig(({ command }) => ({
  plugins: [react(), buildId(), userGuide(), registrationFormDocument(), appShell(), precompress()],
  resolve: {
    alias: [
      { find: 'object.entries', replacement: path.resolve('src/shims/object-entries.cjs') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: Number(process.env.PORT || 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
