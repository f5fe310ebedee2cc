import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { entryKey, isScreen, lazyLoads, staticClosure, type Manifest } from './firstLoad';

/**
 * The sign-in page's goal, in gzip bytes of JavaScript. A signed-in screen has none of its own
 * any more: what counts there is Lighthouse's figures beside a bare react-admin app's.
 */
const SIGN_IN_GOAL = 200 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The gzip size of the JavaScript each screen's first load downloads (`./firstLoad`) against
 * the goals, and the compression ratio of the whole app's JavaScript (`isScreen` says which lazy
 * modules are screens). Builds first when dist/ is missing. Returns
 * the goals missed, for the bench to fail on once all its figures are printed.
 */
export const benchBundle = async (): Promise<string[]> => {
  const dist = path.resolve('dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const bytes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = bytes.get(file);
    if (!size) {
      const source = readFileSync(path.join(dist, file));
      size = { raw: source.length, gzip: gzipSync(source).length };
      bytes.set(file, size);
    }
    return size;
  };
  const jsOf = (keys: Iterable<string>) => [
    ...new Set(
      [...keys]
        .map((key) => manifest[key]?.file)
        .filter((file): file is string => Boolean(file?.endsWith('.js'))),
    ),
  ];
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);

  const screens = lazyLoads(manifest)
    .filter(({ key }) => isScreen(key))
    .map(({ key, chunks }) => {
      const files = jsOf(chunks);
      return { key, files: files.length, gzip: gzipOf(files) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  // The sign-in page comes with the entry (src/auth/publicPages.ts).
  const entryFiles = jsOf(staticClosure(manifest, entryKey(manifest)));
  const signIn = { gzip: gzipOf(entryFiles), files: entryFiles.length };

  const width = Math.max(...screens.map(({ key }) => key.length)) + 2;
  const missed: string[] = [];
  const row = (name: string, size: number, files: number, goal?: number) => {
    if (goal !== undefined && size > goal) missed.push(`${name}: ${kib(size)} > ${kib(goal)}`);
    const mark = goal === undefined ? '' : size > goal ? `  OVER ${kib(goal)}` : `  ≤ ${kib(goal)}`;
    console.log(
      `  ${name.padEnd(width)}${kib(size).padStart(10)}${String(files).padStart(5)} files${mark}`,
    );
  };
  console.log('Bundle: JavaScript of each first load (gzip)');
  row('/sign-in (entry)', signIn.gzip, signIn.files, SIGN_IN_GOAL);
  for (const screen of screens) row(screen.key, screen.gzip, screen.files);

  const allJs = jsOf(Object.keys(manifest));
  const raw = allJs.reduce((sum, file) => sum + sizeOf(file).raw, 0);
  const gzip = gzipOf(allJs);
  // Brotli at its best quality, as the build precompresses what the server sends.
  const brotli = allJs.reduce(
    (sum, file) => sum + brotliCompressSync(readFileSync(path.join(dist, file))).length,
    0,
  );
  console.log(
    `  whole app, ${allJs.length} files: ${kib(raw)} raw, ${kib(gzip)} gzip ` +
      `(${(raw / gzip).toFixed(2)}×), ${kib(brotli)} brotli (${(raw / brotli).toFixed(2)}×)`,
  );
  return missed;
};
