import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkCycle, chunking } from './chunkGroups';

describe('chunkCycle', () => {
  const chunk = (fileName: string, imports: string[] = []) => ({ fileName, imports });

  it('finds none where imports only go one way, shared or not', () => {
    expect(
      chunkCycle([chunk('a', ['b', 'c']), chunk('b', ['d']), chunk('c', ['d']), chunk('d')]),
    ).toBeNull();
  });

  it('names the chunks of a circle, however long', () => {
    expect(chunkCycle([chunk('a', ['b']), chunk('b', ['a'])])).toEqual(['a', 'b', 'a']);
    expect(
      chunkCycle([chunk('e', ['a']), chunk('a', ['b']), chunk('b', ['c']), chunk('c', ['a'])]),
    ).toEqual(['a', 'b', 'c', 'a']);
  });
});

/**
 * A small app built as the project builds: an entry that loads the shell, which loads three
 * screens. Two screens share small modules, one of which uses the entry's session.
 */
const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>',
  'src/session.ts': 'export const session = { user: globalThis.name ?? "visitor" };',
  'src/main.ts': `import { session } from './session';
console.log(session.user);
void import('./Shell').then((shell) => shell.screens.map((load) => load()));`,
  'src/Shell.ts': `import { session } from './session';
import { menu } from './menu';
export const screens = [() => import('./a/A'), () => import('./b/B'), () => import('./c/C')];
console.log(session.user, menu);`,
  'src/menu.ts': 'export const menu = ["A", "B", "C"];',
  'src/common/money.ts': `import { session } from '../session';
export const money = (n: number) => session.user + ': Rp ' + n.toFixed(0);`,
  'src/common/title.ts': 'export const title = (text: string) => text.toUpperCase();',
  'src/a/A.ts': `import { money } from '../common/money';
import { title } from '../common/title';
import { own } from './own';
export default () => title(money(1)) + own;`,
  'src/a/own.ts': 'export const own = "only A uses this";',
  'src/b/B.ts': `import { money } from '../common/money';
import { title } from '../common/title';
export default () => title(money(2));`,
  'src/c/C.ts': `import { menu } from '../menu';
export default () => menu.join();`,
};

describe('chunking', () => {
  let root: string;
  let chunks: Rolldown.OutputChunk[];
  const chunkWith = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'chunking-'));
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const { plugin, codeSplitting } = chunking('src/Shell.ts');
    const output = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [plugin],
      build: { write: false, rolldownOptions: { output: { codeSplitting } } },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    chunks = outputs.flatMap(({ output: files }) =>
      files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
    );
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts what two screens share in one chunk, and only that', () => {
    const shared = chunkWith('src/common/money.ts');
    expect(shared?.name).toBe('screens');
    expect(chunkWith('src/common/title.ts')).toBe(shared);
    expect(shared?.moduleIds.map((id) => path.relative(root, id)).sort()).toEqual([
      'src/common/money.ts',
      'src/common/title.ts',
    ]);
  });

  it("leaves the entry's and the shell's modules with them, and each screen's own in its chunk", () => {
    expect(chunkWith('src/session.ts')?.isEntry).toBe(true);
    expect(chunkWith('src/menu.ts')).not.toBe(chunkWith('src/common/money.ts'));
    expect(chunkWith('src/a/own.ts')).toBe(chunkWith('src/a/A.ts'));
    expect(chunkWith('src/a/A.ts')?.facadeModuleId).toMatch(/src\/a\/A\.ts$/);
  });

  it('has neither the entry nor the shell load the shared chunk, which loads the entry', () => {
    const shared = chunkWith('src/common/money.ts')!.fileName;
    expect(chunkWith('src/main.ts')?.imports).not.toContain(shared);
    expect(chunkWith('src/Shell.ts')?.imports).not.toContain(shared);
    expect(chunkWith('src/a/A.ts')?.imports).toContain(shared);
    expect(chunkWith('src/common/money.ts')?.imports).toContain(chunkWith('src/main.ts')?.fileName);
    expect(chunkCycle(chunks)).toBeNull();
  });
});
