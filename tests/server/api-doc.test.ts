import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('docs/api.md', () => {
  it('lists every route the server answers', async () => {
    const doc = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const rows = new Set(
      [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| ([^ |]+)/gm)].map(
        (m) => `${m[1]} ${m[2]!.split('?')[0]}`,
      ),
    );
    const missing = t.app.routeEntries
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !rows.has(route));
    expect(missing).toEqual([]);
  });
});
