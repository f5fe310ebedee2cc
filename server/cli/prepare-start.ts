import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundleServer } from '../build/bundle';

/**
 * The first half of `npm start`: builds the app when no build exists yet (a fresh clone), then
 * bundles the server (under a second, so always: a changed server is never run stale); the second
 * half runs the bundle with plain Node. Rebuild after changing the app with `npm run build`.
 */
const distDir = path.resolve(process.env.DIST_DIR || './dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('No app build found: building it once (npm run build)…');
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  // The runner loads the config's TypeScript imports as they are (no 'configLoader' warning).
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--configLoader', 'runner'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('The app build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}
await bundleServer();
