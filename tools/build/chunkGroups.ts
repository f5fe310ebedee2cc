/** The package a module belongs to, from its path: `@scope/name` or `name`. */
export const packageOf = (id: string): string | null => {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.split('?')[0] ?? '');
  return match?.[1]?.replace('\\', '/') ?? null;
};

/**
 * The libraries' groups, most shared first: a group takes its packages and what they import
 * that no earlier group took (the bundler keeps a chunk's dependencies with it).
 */
export const VENDOR_GROUPS: { name: string; packages: RegExp }[] = [
  {
    name: 'mui',
    packages:
      /^(@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material)|@emotion\/.*|@popperjs\/core|react-transition-group|dom-helpers|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel\/runtime)$/,
  },
  {
    name: 'react-admin',
    packages:
      /^(react-admin|ra-.*|@tanstack\/.*|react-hook-form|@hookform\/.*|lodash|inflection|query-string|decode-uri-component|filter-obj|split-on-first|react-dropzone|attr-accept|file-selector|jsonexport|eventemitter3|node-polyglot|diacritic|react-error-boundary)$/,
  },
  { name: 'dayjs', packages: /^dayjs$/ },
  // What the charts and the date pickers share.
  { name: 'mui-x', packages: /^(@mui\/x-internals|@base-ui\/.*|reselect|use-sync-external-store)$/ },
  // Loaded only by the screens that show a chart or a date picker.
  { name: 'charts', packages: /^(@mui\/x-charts.*|@mui\/x-internal-gestures|d3-.*|internmap)$/ },
  { name: 'pickers', packages: /^@mui\/x-date-pickers$/ },
];

const NODE_MODULES = /[\\/]node_modules[\\/]/;

const matches = (packages: RegExp) => (id: string) => {
  const pkg = packageOf(id);
  return pkg !== null && packages.test(pkg);
};

/**
 * Rolldown's code splitting (`build.rolldownOptions.output.codeSplitting`): a handful of large
 * library chunks that stay in the browser's cache across builds (one changes only when its
 * libraries are upgraded), instead of the dozens of small shared chunks the automatic split
 * makes and a phone fetches one after another. Every other library goes to `vendor`. The app's
 * own code keeps the automatic split: a chunk per screen, and the parts screens share.
 */
export const codeSplitting = {
  groups: [
    // What the entry itself imports (react, the router, MUI's theme, react-admin's contexts).
    { name: 'core', tags: ['$initial' as const], test: NODE_MODULES, priority: 100 },
    ...VENDOR_GROUPS.map(({ name, packages }, i) => ({
      name,
      test: matches(packages),
      priority: VENDOR_GROUPS.length - i + 1,
    })),
    { name: 'vendor', test: NODE_MODULES, priority: 1 },
  ],
};
