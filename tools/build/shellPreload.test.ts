import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellOnlyFiles, shellPreloadScript } from './shellPreload';

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
  ]),
  'assets/charts-f.js': chunk('assets/charts-f.js', null, []),
  'index.css': { type: 'asset', fileName: 'index.css' },
} as unknown as Rolldown.OutputBundle;

/** Runs the script as index.html would, in a tab with the given address and session. */
const run = (pathname: string, session: string | null): string[] => {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  runInNewContext(shellPreloadScript(shellOnlyFiles(bundle), ['/sign-in', '/verify/:token'], 'k'), {
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
  it("lists the shell's files that the entry does not bring, not the screens'", () => {
    expect(shellOnlyFiles(bundle)).toEqual(['assets/AdminApp-d.js', 'assets/mui-c.js']);
  });

  it('asks for them on a signed-in tab opened on a signed-in screen', () => {
    expect(run('/dashboard', '{"token":"t"}')).toEqual([
      '/assets/AdminApp-d.js',
      '/assets/mui-c.js',
    ]);
    expect(run('/payment-history/12/', '{"token":"t"}')).toHaveLength(2);
  });

  it('asks for nothing without a session (the tab goes to the sign-in page)', () => {
    expect(run('/dashboard', null)).toEqual([]);
  });

  it('asks for nothing on a public page, parameters and a trailing slash included', () => {
    for (const path of ['/sign-in', '/sign-in/', '/verify/abc']) {
      expect(run(path, '{"token":"t"}'), path).toEqual([]);
    }
    expect(run('/verify/abc/def', '{"token":"t"}')).toHaveLength(2);
  });

  it('leaves the page alone when session storage is refused', () => {
    expect(() =>
      runInNewContext(shellPreloadScript(['a.js'], [], 'k'), {
        get sessionStorage(): never {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
  });
});
