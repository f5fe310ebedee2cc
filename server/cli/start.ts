import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the app when no build exists yet (a fresh clone), then starts the server.
 * Rebuild after changing the app with `npm run build`.
 */
const distDir = path.resolve(process.env.DIST_DIR || './dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('No app build found: building it once (npm run build)…');
  const { build } = await import('vite');
  // The runner loads the config's TypeScript imports as they are (no 'configLoader' warning).
  await build({ logLevel: 'warn', configLoader: 'runner' });
}
await import('../main');
