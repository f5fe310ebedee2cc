import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { entryKey, staticClosure, type Manifest } from '../../bench/firstLoad';
import { SHELL } from './appShell';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The shell's files that the entry does not already bring, in the order the bundler lists
 * them: what a signed-in screen downloads after the entry when nothing asks for it earlier.
 */
export const shellOnlyFiles = (bundle: OutputBundle): string[] => {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  // The bundle's chunks in the manifest's shape, keyed by file, to walk them the same way.
  const manifest: Manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { file: chunk.fileName, isEntry: chunk.isEntry, imports: chunk.imports },
    ]),
  );
  const shell = chunks.find((chunk) =>
    chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${SHELL}`),
  );
  if (!shell) throw new Error('shell-preload: the build has no shell chunk');
  const entryFiles = staticClosure(manifest, entryKey(manifest));
  return [...staticClosure(manifest, shell.fileName)].filter((file) => !entryFiles.has(file));
};

/** `/sign-in/:token` → a pattern matching `/sign-in/abc` and `/sign-in/abc/`. */
const pathPattern = (path: string): string =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * The inline script index.html runs before the entry's code: on a signed-in tab (a session in
 * session storage) opened on a page that is not public, it asks for the shell's files at once,
 * beside the entry's, instead of after the entry has run and rendered (on a phone's network
 * the difference between one wave of downloads and two). A signed-out tab is sent to the
 * sign-in page, which does not need them, so it downloads nothing more.
 */
export const shellPreloadScript = (
  files: string[],
  publicPaths: readonly string[],
  sessionKey: string,
): string => {
  const publicPatterns = publicPaths.map(pathPattern);
  return [
    '(function(){try{',
    `if(!sessionStorage.getItem(${JSON.stringify(sessionKey)}))return;`,
    `var p=location.pathname,pub=${JSON.stringify(publicPatterns)};`,
    'for(var i=0;i<pub.length;i++)if(new RegExp(pub[i]).test(p))return;',
    `var f=${JSON.stringify(files.map((file) => `/${file}`))};`,
    'for(var j=0;j<f.length;j++){var l=document.createElement("link");',
    'l.rel="modulepreload";l.crossOrigin="";l.href=f[j];document.head.appendChild(l);}',
    '}catch(e){}})();',
  ].join('');
};

/**
 * Adds the shell's preload script to the built index.html (the server allows it by its hash in
 * the Content-Security-Policy).
 */
export const shellPreload = (publicPaths: readonly string[], sessionKey: string): Plugin => ({
  name: 'shell-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }): HtmlTagDescriptor[] => {
      if (!bundle) return [];
      const script = shellPreloadScript(shellOnlyFiles(bundle), publicPaths, sessionKey);
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  },
});
