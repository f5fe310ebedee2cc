import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { entryKey, staticClosure, type Manifest } from '../../bench/firstLoad';
import { SHELL } from './appShell';
import { screenModules, type ScreenModule } from './screenModules';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What a signed-in tab asks for at once: the shell's files, and each lazy screen's own. */
export interface PreloadPlan {
  shell: string[];
  /** In the order the app looks a path's screen up, the first match winning. */
  screens: { path: string; files: string[] }[];
}

/**
 * The shell's files that the entry does not already bring, and for each screen the files of its
 * module that neither brings, in the order the bundler lists them: what a signed-in screen
 * downloads after the entry when nothing asks for it earlier.
 */
export const preloadPlan = (
  bundle: OutputBundle,
  screens: readonly ScreenModule[],
): PreloadPlan => {
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
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) =>
      candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
    );
    if (!chunk) throw new Error(`shell-preload: the build has no chunk of its own for ${module}`);
    return chunk.fileName;
  };
  const entryFiles = staticClosure(manifest, entryKey(manifest));
  const shell = [...staticClosure(manifest, chunkOf(SHELL))].filter(
    (file) => !entryFiles.has(file),
  );
  const loaded = new Set([...entryFiles, ...shell]);
  return {
    shell,
    screens: screens.map(({ path, module }) => ({
      path,
      files: [...staticClosure(manifest, chunkOf(module))].filter((file) => !loaded.has(file)),
    })),
  };
};

/** `/sign-in/:token` → a pattern matching `/sign-in/abc` and `/sign-in/abc/`. */
const pathPattern = (path: string): string =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * The inline script index.html runs before the entry's code: on a signed-in tab (a session in
 * session storage) opened on a page that is not public, it asks for the shell's files and those
 * of the screen at the tab's address at once, beside the entry's, instead of after the entry and
 * then the shell have run (on a phone's network, one wave of downloads instead of three). A
 * signed-out tab is sent to the sign-in page, which does not need them, so it downloads nothing
 * more. The screens' files are listed once and named by their index.
 */
export const shellPreloadScript = (
  plan: PreloadPlan,
  publicPaths: readonly string[],
  sessionKey: string,
): string => {
  const publicPatterns = publicPaths.map(pathPattern);
  const names = [...new Set(plan.screens.flatMap((screen) => screen.files))];
  const screens = plan.screens.map((screen) => [
    pathPattern(screen.path),
    screen.files.map((file) => names.indexOf(file)),
  ]);
  const url = (file: string) => `/${file}`;
  return [
    '(function(){try{',
    `if(!sessionStorage.getItem(${JSON.stringify(sessionKey)}))return;`,
    `var p=location.pathname,pub=${JSON.stringify(publicPatterns)};`,
    'for(var i=0;i<pub.length;i++)if(new RegExp(pub[i]).test(p))return;',
    `var f=${JSON.stringify(plan.shell.map(url))},n=${JSON.stringify(names.map(url))},`,
    `s=${JSON.stringify(screens)};`,
    'for(var k=0;k<s.length;k++)if(new RegExp(s[k][0]).test(p)){',
    'for(var m=0;m<s[k][1].length;m++)f.push(n[s[k][1][m]]);break;}',
    'for(var j=0;j<f.length;j++){var l=document.createElement("link");',
    'l.rel="modulepreload";l.crossOrigin="";l.href=f[j];document.head.appendChild(l);}',
    '}catch(e){}})();',
  ].join('');
};

/**
 * Adds the shell's preload script to the built index.html (the server allows it by its hash in
 * the Content-Security-Policy).
 */
export const shellPreload = (publicPaths: readonly string[], sessionKey: string): Plugin => {
  let root = process.cwd();
  return {
    name: 'shell-preload',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (_html, { bundle }): Promise<HtmlTagDescriptor[]> => {
        if (!bundle) return [];
        const plan = preloadPlan(bundle, await screenModules(root));
        const script = shellPreloadScript(plan, publicPaths, sessionKey);
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
};
