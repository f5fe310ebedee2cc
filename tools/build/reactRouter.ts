import path from 'node:path';

/**
 * react-router's package exports name only its development build, for every mode
 * (remix-run/react-router#12532, meant to be temporary): its dev-only warnings and checks would
 * ship. The build takes the production build published beside it; dev keeps the warnings.
 */
export const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: path.resolve('node_modules/react-router/dist/production', file),
}));
