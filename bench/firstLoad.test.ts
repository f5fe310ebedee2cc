import { describe, expect, it } from 'vitest';
import { entryKey, isScreen, lazyLoads, staticClosure, type Manifest } from './firstLoad';

/** An entry with a public page and a shell, whose screen shares a chunk with the page. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/SignIn.tsx', 'src/Shell.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  '_charts.js': { file: 'assets/charts.js' },
  'src/SignIn.tsx': {
    file: 'assets/SignIn.js',
    isDynamicEntry: true,
    imports: ['_button.js'],
  },
  'src/Shell.tsx': {
    file: 'assets/Shell.js',
    isDynamicEntry: true,
    imports: ['_button.js'],
    dynamicImports: ['src/Dashboard.tsx', 'src/SignIn.tsx'],
  },
  'src/Dashboard.tsx': {
    file: 'assets/Dashboard.js',
    isDynamicEntry: true,
    imports: ['_charts.js'],
  },
  'src/Unreached.tsx': { file: 'assets/Unreached.js', isDynamicEntry: true },
};

const loadOf = (key: string) =>
  [...(lazyLoads(manifest).find((load) => load.key === key)?.chunks ?? [])].sort();

describe('first loads from the build manifest', () => {
  it('finds the entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({})).toThrow(/no entry/);
  });

  it('follows static imports only, each chunk once', () => {
    expect([...staticClosure(manifest, 'src/Shell.tsx')].sort()).toEqual([
      '_button.js',
      '_react.js',
      'src/Shell.tsx',
    ]);
  });

  it('a public page loads the entry and its own chunks, not the shell', () => {
    expect(loadOf('src/SignIn.tsx')).toEqual([
      '_button.js',
      '_react.js',
      'index.html',
      'src/SignIn.tsx',
    ]);
  });

  it("a shell's screen loads the shell first", () => {
    expect(loadOf('src/Dashboard.tsx')).toEqual([
      '_button.js',
      '_charts.js',
      '_react.js',
      'index.html',
      'src/Dashboard.tsx',
      'src/Shell.tsx',
    ]);
  });

  it('leaves out what the entry never reaches', () => {
    expect(lazyLoads(manifest).map((load) => load.key)).toEqual([
      'src/SignIn.tsx',
      'src/Shell.tsx',
      'src/Dashboard.tsx',
    ]);
  });

  it('counts pages and the shell as screens, not helpers nor parts shown inside a screen', () => {
    expect(isScreen('src/statistics/StatisticPage.tsx')).toBe(true);
    expect(isScreen('src/AdminApp.tsx')).toBe(true);
    expect(isScreen('src/common/MuiDayPicker.tsx')).toBe(false);
    expect(isScreen('src/registration-form/schema.ts')).toBe(false);
  });
});
