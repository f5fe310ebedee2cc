import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadPlan, shellPreloadScript, type PreloadPlan } from './shellPreload';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  isEntry = false,
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry,
  }) as unknown as Rolldown.OutputChunk;

const bundle = {
  'assets/index-a.js': chunk('assets/index-a.js', '/app/index.html', ['assets/core-b.js'], true),
  'assets/core-b.js': chunk('assets/core-b.js', null, []),
  'assets/mui-c.js': chunk('assets/mui-c.js', null, ['assets/core-b.js']),
  'assets/AdminApp-d.js': chunk('assets/AdminApp-d.js', '/app/src/AdminApp.tsx', [
    'assets/mui-c.js',
    'assets/core-b.js',
  ]),
  'assets/Dashboard-e.js': chunk('assets/Dashboard-e.js', '/app/src/dashboard/Dashboard.tsx', [
    'assets/charts-f.js',
    'assets/mui-c.js',
  ]),
  'assets/charts-f.js': chunk('assets/charts-f.js', null, []),
  'assets/Create-g.js': chunk('assets/Create-g.js', '/app/src/forms/Create.tsx', [
    'assets/charts-f.js',
  ]),
  'assets/Edit-h.js': chunk('assets/Edit-h.js', '/app/src/forms/Edit.tsx', []),
  'index.css': { type: 'asset', fileName: 'index.css' },
} as unknown as Rolldown.OutputBundle;

const plan = preloadPlan(bundle, [
  { path: '/dashboard', module: 'src/dashboard/Dashboard.tsx' },
  { path: '/forms/create', module: 'src/forms/Create.tsx' },
  { path: '/forms/:id', module: 'src/forms/Edit.tsx' },
]);

/** Runs the script as index.html would, in a tab with the given address and session. */
const run = (pathname: string, session: string | null, given: PreloadPlan = plan): string[] => {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  runInNewContext(shellPreloadScript(given, ['/sign-in', '/verify/:token'], 'k'), {
    sessionStorage: { getItem: (key: string) => (key === 'k' ? session : null) },
    location: { pathname },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
    },
  });
  expect(added.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return added.map((link) => link.href);
};

describe("the shell's preload in index.html", () => {
  it("lists the shell's files that the entry does not bring, and each screen's that neither brings", () => {
    expect(plan).toEqual({
      shell: ['assets/AdminApp-d.js', 'assets/mui-c.js'],
      screens: [
        { path: '/dashboard', files: ['assets/Dashboard-e.js', 'assets/charts-f.js'] },
        { path: '/forms/create', files: ['assets/Create-g.js', 'assets/charts-f.js'] },
        { path: '/forms/:id', files: ['assets/Edit-h.js'] },
      ],
    });
  });

  it('refuses a screen whose module has no chunk of its own', () => {
    expect(() => preloadPlan(bundle, [{ path: '/x', module: 'src/x/Gone.tsx' }])).toThrow(
      'no chunk of its own for src/x/Gone.tsx',
    );
  });

  it("asks for the shell's and the screen's files on a signed-in tab opened on a signed-in screen", () => {
    const shell = ['/assets/AdminApp-d.js', '/assets/mui-c.js'];
    expect(run('/dashboard', '{"token":"t"}')).toEqual([
      ...shell,
      '/assets/Dashboard-e.js',
      '/assets/charts-f.js',
    ]);
    expect(run('/dashboard/', '{"token":"t"}')).toHaveLength(4);
    // The first screen whose path matches, as the app looks it up: a route before an edit's :id.
    expect(run('/forms/create', '{"token":"t"}')).toEqual([
      ...shell,
      '/assets/Create-g.js',
      '/assets/charts-f.js',
    ]);
    expect(run('/forms/12/', '{"token":"t"}')).toEqual([...shell, '/assets/Edit-h.js']);
    expect(run('/forms/12/more', '{"token":"t"}')).toEqual(shell);
    expect(run('/payment-history/12', '{"token":"t"}')).toEqual(shell);
  });

  it('asks for nothing without a session (the tab goes to the sign-in page)', () => {
    expect(run('/dashboard', null)).toEqual([]);
  });

  it('asks for nothing on a public page, parameters and a trailing slash included', () => {
    for (const path of ['/sign-in', '/sign-in/', '/verify/abc']) {
      expect(run(path, '{"token":"t"}'), path).toEqual([]);
    }
    expect(run('/verify/abc/def', '{"token":"t"}')).toHaveLength(2);
    expect(
      run('/sign-in', '{"token":"t"}', {
        shell: ['a.js'],
        screens: [{ path: '/sign-in', files: ['b.js'] }],
      }),
    ).toEqual([]);
  });

  it('leaves the page alone when session storage is refused', () => {
    expect(() =>
      runInNewContext(shellPreloadScript({ shell: ['a.js'], screens: [] }, [], 'k'), {
        get sessionStorage(): never {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
  });
});
