import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { scaled } from './tests/timeouts.ts';

const MOCKED_SERVER_FILES = 'tests/server/**/*.mocked.test.ts';

/** The server suite's settings; `npm run test:pg` runs every project named `server*`. */
const serverSuite = (suite: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) => ({
  test: {
    ...suite,
    environment: 'node' as const,
    globalSetup: ['tests/server/support/template.ts'],
    setupFiles: ['tests/server/support/keys.ts'],
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
  },
});

export default defineConfig({
  test: {
    // A worker per core: vitest's default (cores − 1) runs one file at a time on a 2-core
    // machine, and the files spend much of their time waiting on their database or jsdom.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // A bound, not a wait: a worker thread that compiles its TypeScript (server/workers)
          // takes seconds to start on a busy 2-core machine.
          testTimeout: scaled(30_000),
          include: [
            'domain/**/*.test.ts',
            'i18n/**/*.test.ts',
            'server/**/*.test.ts',
            'tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      serverSuite({
        name: 'server',
        include: ['tests/server/**/*.test.ts'],
        exclude: [MOCKED_SERVER_FILES],
        // One module graph per worker: the server's modules load once, not 70 times (265 s
        // isolated, 138 s shared). Each file opens and closes its own database and app.
        isolate: false,
      }),
      // A file that replaces a module (vi.mock) needs its own module graph: in a shared one the
      // module may already be loaded, unmocked, by another file.
      serverSuite({ name: 'server-mocked', include: [MOCKED_SERVER_FILES], isolate: true }),
      {
        plugins: [react()],
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['tests/app/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/app/setup.ts'],
          // One module graph and one jsdom per worker instead of per file: react-admin and MUI
          // load once, not 32 times (the suite took 258 s isolated, 179 s shared, same load).
          // tests/app/setup.ts resets what a file leaves behind: DOM, handlers, storages, URL.
          isolate: false,
          // A bound, not a wait: a screen's whole flow in jsdom takes 10–20 s on a busy 2-core machine.
          testTimeout: scaled(60_000),
          provide: { asyncUtilTimeout: scaled(10_000), debugDom: Boolean(process.env.DEBUG_DOM) },
        },
      },
    ],
  },
});
