import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { registrationFormDocument } from './docs/forms/vitePlugin';
import { userGuide } from './docs/guide/vitePlugin';

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

export default defineConfig({
  plugins: [react(), buildId(), userGuide(), registrationFormDocument()],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: Number(process.env.PORT || 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
