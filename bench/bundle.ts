import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The gzip size of the JavaScript the sign-in page loads (entry, its static imports and the
 * sign-in page chunk) and of the whole app. Builds first when dist/ is missing.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const benchBundle = async (): Promise<void> => {
  const dist = path.resolve('dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

  /** A chunk and everything it imports statically (what the browser must fetch before it runs). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const signInKey = Object.keys(manifest).find((key) => key.endsWith('src/auth/SignInPage.tsx'));
  if (!entryKey || !signInKey) {
    throw new Error('The build manifest has no entry or no sign-in chunk');
  }

  const signInChunks = new Set([...closure(entryKey), ...closure(signInKey)]);
  const jsOf = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => Boolean(file?.endsWith('.js')));

  const signInJs = jsOf(signInChunks);
  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);

  console.log('Bundle (gzip)');
  console.log(
    `  /sign-in loads   ${kib(total(signInJs)).padStart(10)}  in ${signInJs.length} files`,
  );
  console.log(`  whole app        ${kib(total(allJs)).padStart(10)}  in ${allJs.length} files`);
};
