import type { Plugin, Rolldown } from 'vite';

/** The package a module belongs to, from its path: `@scope/name` or `name`. */
export const packageOf = (id: string): string | null => {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.split('?')[0] ?? '');
  return match?.[1]?.replace('\\', '/') ?? null;
};

/** react-admin's file inputs: they go with their libraries, not with the rest of react-admin. */
const FILE_INPUTS =
  /[\\/]ra-ui-materialui[\\/]dist[\\/]input[\\/](FileInput|FileInputPreview|ImageInput)\.js$/;

/**
 * The libraries' groups, most shared first: a group takes its packages and what they import
 * that no earlier group took (the bundler keeps a chunk's dependencies with it).
 */
export const VENDOR_GROUPS: {
  name: string;
  packages: RegExp;
  /** Modules of other packages this group takes from the group their package is in. */
  modules?: RegExp;
}[] = [
  {
    name: 'mui',
    packages:
      /^(@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material)|@emotion\/.*|@popperjs\/core|react-transition-group|dom-helpers|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel\/runtime)$/,
  },
  {
    name: 'react-admin',
    packages:
      /^(react-admin|ra-.*|@tanstack\/.*|react-hook-form|@hookform\/.*|lodash|inflection|query-string|decode-uri-component|filter-obj|split-on-first|jsonexport|eventemitter3|node-polyglot|diacritic|react-error-boundary)$/,
  },
  { name: 'dayjs', packages: /^dayjs$/ },
  // Loaded only by the screens that take a file (the proofs of payment): 15 KB of brotli that
  // every other screen, and the shell, no longer download.
  {
    name: 'uploads',
    packages: /^(react-dropzone|file-selector|attr-accept)$/,
    modules: FILE_INPUTS,
  },
  // What the charts and the date pickers share.
  {
    name: 'mui-x',
    packages: /^(@mui\/x-internals|@base-ui\/.*|reselect|use-sync-external-store)$/,
  },
  // Loaded only by the screens that show a chart or a date picker.
  { name: 'charts', packages: /^(@mui\/x-charts.*|@mui\/x-internal-gestures|d3-.*|internmap)$/ },
  { name: 'pickers', packages: /^@mui\/x-date-pickers$/ },
];

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const APP_MODULE = /\.[cm]?[jt]sx?$/;

/** A group's modules: those it names, and its packages' that no group names. */
const matches =
  ({ packages, modules }: { packages: RegExp; modules?: RegExp }) =>
  (id: string) => {
    if (modules?.test(id)) return true;
    if (VENDOR_GROUPS.some((group) => group.modules?.test(id))) return false;
    const pkg = packageOf(id);
    return pkg !== null && packages.test(pkg);
  };

/** The first cycle among chunks importing one another, as file names, or null. */
export const chunkCycle = (
  chunks: readonly { fileName: string; imports: readonly string[] }[],
): string[] | null => {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    for (const next of importsOf.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const { fileName } of chunks) {
    const cycle = visit(fileName, []);
    if (cycle) return cycle;
  }
  return null;
};

/**
 * The app's modules that two or more screens share, in one chunk (`screens`). Left to itself the
 * bundler cuts them into a chunk per combination of screens using them: the registration form
 * came in 17 files, 12 of them under 1 KB. On a phone's connection each file costs a round trip,
 * and Lighthouse's simulation shares the link between every request in flight, so the shell's
 * large files arrived later for each small one beside them. What the entry or the shell imports
 * stays with them (the screens open inside the shell), each screen's own modules in its chunk,
 * and a screen's module stays a chunk of its own.
 *
 * The group takes only those modules, not what they import (the bundler's default would pull
 * the entry's modules in, and the entry would import this chunk): the modules it imports are the
 * shell's, the libraries' or its own. The build fails if the chunks ever import one another in a
 * circle, where that order could break.
 */
export const sharedScreenModules = (shellModule: string) => {
  const shell = new Set<string>();
  const screens = new Set<string>();
  const isShell = (id: string) => id.replaceAll('\\', '/').endsWith(`/${shellModule}`);
  const plugin: Plugin = {
    name: 'shared-screen-modules',
    apply: 'build',
    buildEnd() {
      shell.clear();
      screens.clear();
      const add = (id: string) => {
        if (shell.has(id)) return;
        shell.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) add(next);
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.isEntry || isShell(id)) add(id);
        if (info?.dynamicImporters.length) screens.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const cycle = chunkCycle(chunks);
      if (cycle) this.error(`chunks import one another in a circle: ${cycle.join(' → ')}`);
    },
  };
  const group = {
    name: 'screens',
    test: (id: string) =>
      APP_MODULE.test(id) &&
      !NODE_MODULES.test(id) &&
      !id.startsWith('\0') &&
      !shell.has(id) &&
      !screens.has(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 0,
  };
  return { plugin, group };
};

/**
 * Rolldown's code splitting (`build.rolldownOptions.output.codeSplitting`) and the plugin it
 * needs: a handful of large library chunks that stay in the browser's cache across builds (one
 * changes only when its libraries are upgraded), instead of the dozens of small shared chunks
 * the automatic split makes and a phone fetches one after another. Every other library goes to
 * `vendor`. The app's own code: a chunk per screen, one for what screens share
 * (`sharedScreenModules`), the entry's and the shell's.
 */
export const chunking = (shellModule: string) => {
  const shared = sharedScreenModules(shellModule);
  return {
    plugin: shared.plugin,
    codeSplitting: {
      groups: [
        // What the entry itself imports (react, the router, MUI's theme, react-admin's contexts).
        { name: 'core', tags: ['$initial' as const], test: NODE_MODULES, priority: 100 },
        ...VENDOR_GROUPS.map(({ name, packages, modules }, i) => ({
          name,
          test: matches({ packages, modules }),
          priority: VENDOR_GROUPS.length - i + 1,
        })),
        { name: 'vendor', test: NODE_MODULES, priority: 1 },
        shared.group,
      ],
    },
  };
};
