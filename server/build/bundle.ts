import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { BUNDLED_START_DATA } from '../startup/apart';
import { BUNDLED_WORKER } from '../workers/pool';

/** Where `npm start` finds the server it runs: outside dist/, which is served to browsers. */
export const SERVER_BUNDLE_DIR = path.resolve('dist-server');
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.js');

/**
 * The Node flags `npm start` runs the bundle with (package.json's `start` script; a test keeps
 * the two equal). A young generation of at most 3 × 4 MB: the default (up to 3 × 16 MB) let the
 * server's resident size reach 420–448 MB under the bench's 25 cases at 10 clients, 313–340 MB
 * with it, at the same throughput (docs/benchmarks.md, the embedded default).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;

/**
 * Bundles a server entry and every module of the project it imports into one ESM file that plain
 * Node runs: TypeScript compiled here once, not by a loader in the running server (tsx's
 * transform and source maps cost about 60 MB of its resident memory). Packages stay in
 * node_modules, except dayjs: its plugins are imported without an extension
 * (`dayjs/plugin/utc`), which Node's ESM resolution refuses for a package without `exports`.
 * Not minified, names kept: stack traces stay readable. The worker pool's tasks and the start
 * data's thread are bundled the same way beside it (server/workers/pool.ts and
 * server/startup/apart.ts find them there).
 */
export const bundleServer = async (
  entry = 'server/main.ts',
  outfile = SERVER_BUNDLE,
): Promise<void> => {
  await build({
    entryPoints: [
      { in: entry, out: path.basename(outfile, '.js') },
      { in: 'server/workers/tasks.ts', out: path.basename(BUNDLED_WORKER, '.js') },
      { in: 'server/startup/thread.ts', out: path.basename(BUNDLED_START_DATA, '.js') },
    ],
    outdir: path.dirname(outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-external-but-dayjs',
        setup: (bundler) => {
          bundler.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
            name === 'dayjs' || name.startsWith('dayjs/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  // MIGRATIONS_DIR is found beside the running module (server/db/client.ts).
  const migrations = path.join(path.dirname(outfile), 'migrations');
  await rm(migrations, { recursive: true, force: true });
  await cp(path.resolve('server/db/migrations'), migrations, { recursive: true });
};
