import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { registrationFormDocument } from './tools/pdf/forms/vitePlugin';
import { userGuide } from './tools/pdf/guide/vitePlugin';
import { appShell, SHELL } from './tools/build/appShell';
import { precompress } from './tools/build/precompress';
import { chunking } from './tools/build/chunkGroups';
import { reactRouterProduction } from './tools/build/reactRouter';
import { shellPreload } from './tools/build/shellPreload';
import { PUBLIC_PATHS } from './domain/paths';
import { SESSION_KEY } from './src/providers/sessionKey';

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

const apiPort = Number(process.env.API_PORT || 3001);

const chunks = chunking(SHELL);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    buildId(),
    userGuide(),
    registrationFormDocument(),
    appShell(),
    chunks.plugin,
    shellPreload(PUBLIC_PATHS, SESSION_KEY),
    precompress(),
  ],
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
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: {
    port: Number(process.env.PORT || 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
