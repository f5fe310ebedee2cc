import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryKey, staticClosure, type Manifest } from '../../bench/firstLoad';

/** The shell's module: every signed-in screen opens inside it. */
export const SHELL = 'src/AdminApp.tsx';

/**
 * What the service worker (public/sw.js) stores at install, so a later visit or navigation
 * starts without the network: index.html, the entry with everything it imports (the sign-in
 * page comes with it) and the shell with its own, scripts and styles. A screen's chunk is
 * cached the first time it is opened.
 */
export const appShellFiles = (manifest: Manifest): string[] => {
  const keys = new Set(staticClosure(manifest, entryKey(manifest)));
  if (manifest[SHELL]) staticClosure(manifest, SHELL, keys);
  const files = [...keys].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });
  return ['/index.html', ...[...new Set(files)].sort().map((file) => `/${file}`)];
};

/** Writes dist/app-shell.json, `{ files }`, which the service worker reads at install. */
export const appShell = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const manifest = bundle['.vite/manifest.json'];
      if (manifest?.type !== 'asset') throw new Error('app-shell needs build.manifest');
      const files = appShellFiles(JSON.parse(String(manifest.source)) as Manifest);
      await writeFile(path.join(outDir, 'app-shell.json'), JSON.stringify({ files }));
    },
  };
};
