import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The app's layers (docs/decisions/app-structure.md): the generic folders know no feature; the
 * shared folders serve the features and know none; a feature uses another only through its
 * index; nothing below the top imports the registry or the shell that gather the features.
 */
const GENERIC = '{resources,providers,layout,common,shims}';
const SHARED = '{members,receipts,proofs,regions,hours,push,widgets}';
const appLayers = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['src/**/*'],
    'boundaries/elements': [
      { type: 'generic', pattern: `src/${GENERIC}` },
      { type: 'shared', pattern: `src/${SHARED}` },
      { type: 'feature', pattern: 'src/*', capture: ['name'] },
    ],
    // The files at the top of src/: App, AdminApp and the registry of declarations.
    'boundaries/files': [{ category: 'top', pattern: 'src/*.{ts,tsx}' }],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'generic' } },
            disallow: {
              to: [
                { element: { types: { anyOf: ['shared', 'feature'] } } },
                { file: { categories: 'top' } },
              ],
            },
            message: 'generic code (resources, providers, layout, common) imports no feature',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: [{ element: { type: 'feature' } }, { file: { categories: 'top' } }] },
            message: 'a shared folder serves the features and imports none of them',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { file: { categories: 'top' } } },
            message: 'a feature does not import the registry or the shell that gather it',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { name: '!{{from.element.captured.name}}' },
                  fileInternalPath: '!index.{ts,tsx}',
                },
              },
            },
            message: "a feature uses another feature only through that feature's index",
          },
        ],
      },
    ],
  },
};

const SQL_IN_REPOSITORIES = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Query the database in a repository (server/<feature>/repository.ts).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  appLayers,
  {
    // The bench's preload into the server: plain JavaScript, run by Node (bench/api/loopMonitor.mjs).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', setInterval: 'readonly' } },
  },
  {
    // The service worker is a plain script served as is (public/sw.js).
    files: ['public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', URL: 'readonly' } },
  },
  {
    // SQL lives in repositories (docs/decisions/server-structure.md): services and routes reach
    // the database only through them.
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*repository*.ts',
      'server/**/repositories/**',
      'server/db/**',
      'server/seed/**',
      'server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SQL_IN_REPOSITORIES] }],
    },
  },
  {
    // A route reads its request and calls a service; the service calls the repositories.
    files: ['server/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SQL_IN_REPOSITORIES,
            {
              group: ['**/repository', '**/*repository*'],
              message: 'A route calls a service (server/<feature>/service.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared rules must not reach for a framework or the database.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@mui/*',
            'fastify',
            '@fastify/*',
            'drizzle-orm*',
            'pg',
            '**/server/**',
            '**/src/**',
          ],
        },
      ],
    },
  },
);
