import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../bench/firstLoad';
import { appShellFiles } from './appShell';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_core-b.js'],
    css: ['assets/index-a.css'],
    dynamicImports: ['src/AdminApp.tsx'],
  },
  '_core-b.js': { file: 'assets/core-b.js' },
  '_mui-c.js': { file: 'assets/mui-c.js', imports: ['_core-b.js'] },
  'src/AdminApp.tsx': {
    file: 'assets/AdminApp-d.js',
    isDynamicEntry: true,
    imports: ['_mui-c.js', '_core-b.js'],
    dynamicImports: ['src/dashboard/DashboardPage.tsx'],
  },
  'src/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-e.js',
    isDynamicEntry: true,
    imports: ['_charts-f.js'],
  },
  '_charts-f.js': { file: 'assets/charts-f.js' },
};

describe('the app shell the service worker precaches', () => {
  it('is index.html, the entry and the shell with what they import, styles included', () => {
    expect(appShellFiles(manifest)).toEqual([
      '/index.html',
      '/assets/AdminApp-d.js',
      '/assets/core-b.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
      '/assets/mui-c.js',
    ]);
  });

  it('leaves the screens to be cached when first opened', () => {
    expect(appShellFiles(manifest)).not.toContain('/assets/DashboardPage-e.js');
    expect(appShellFiles(manifest)).not.toContain('/assets/charts-f.js');
  });

  it('is the entry alone in a build without the shell', () => {
    const { 'src/AdminApp.tsx': _shell, ...withoutShell } = manifest;
    expect(appShellFiles(withoutShell)).toEqual([
      '/index.html',
      '/assets/core-b.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
    ]);
  });
});
