import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;

/** The build's index.html has one inline script of its own (tools/build/shellPreload.ts). */
const INLINE = 'window.preloaded=1;';
const INDEX_HTML = `<!doctype html><head><script>${INLINE}</script><script type="module" src="/assets/app-1234.js"></script></head><div id="root"></div>`;
let dist: string;

/** Text well over the 1 KiB below which nothing is compressed, and that compresses well. */
const BIG_JS = `${'console.log("Dashboard Form AOG / MOG");\n'.repeat(200)}`;
const BIG_CSS = `${'.card { color: #876512; }\n'.repeat(200)}`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'aogmog-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the build writes (vite.config.ts): the file and its .br and .gz twins.
  await writeFile(path.join(dist, 'assets', 'main-abcd.js'), BIG_JS);
  await writeFile(path.join(dist, 'assets', 'main-abcd.js.br'), brotliCompressSync(BIG_JS));
  await writeFile(path.join(dist, 'assets', 'main-abcd.js.gz'), gzipSync(BIG_JS));
  // A file without twins is compressed when asked for.
  await writeFile(path.join(dist, 'assets', 'style-ef01.css'), BIG_CSS);
  await writeFile(path.join(dist, 'build-id.json'), JSON.stringify({ build_id: 'b-42' }));
  t = await createTestApp({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('answers every page path with index.html, uncached', async () => {
    for (const url of ['/', '/sign-in', '/payment-history/12', '/apa-saja?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('allows the inline script of the built index.html by its hash, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it("follows a new build's index.html without a restart", async () => {
    const next = 'window.preloaded=2;';
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML.replace(INLINE, next));
    // A build written within the same millisecond as the last still differs in size or time.
    await utimes(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      const hash = createHash('sha256').update(next).digest('base64');
      expect(res.headers['content-security-policy']).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
    } finally {
      await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    }
  });

  it('serves hashed assets for a year, with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the build's .br or .gz of a file to a browser that accepts it", async () => {
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/main-abcd.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 10);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses a file the build left alone, and index.html, when asked', async () => {
    const css = await t.app.inject({
      method: 'GET',
      url: '/assets/style-ef01.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(BIG_CSS);
    // index.html (a file stream, so compressed whatever its size), never cached unchecked.
    const page = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses API JSON with brotli or gzip', async () => {
    // A month's daily chart, over 1 KiB.
    const get = (encoding?: string) =>
      t.call({
        method: 'GET',
        url: '/api/user/grafik_aog_mog_perhari?tahun=2026&bulan=11',
        as: 'SBS',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a whole page of a list in one call, so its length is known', async () => {
    const ids = '/api/user/register_aog_mog/generate-id/request';
    const made = await t.call({
      method: 'POST',
      url: ids,
      payload: { total: 50, type: 'mog' },
      as: 'SBS',
    });
    expect(made.statusCode).toBe(200);
    // Assigned, each row names its branch: a page over 8 KiB.
    const generated = (made.json().data as { generate_id: string }[]).map((id) => id.generate_id);
    const assigned = await t.call({
      method: 'PATCH',
      url: ids,
      payload: { generated, id_branch: t.world.branchA },
      as: 'SBS',
    });
    expect(assigned.statusCode).toBe(200);
    const page = await t.call({
      method: 'GET',
      url: `${ids}?page=1`,
      as: 'SBS',
      headers: { 'accept-encoding': 'gzip' },
    });
    const json = gunzipSync(page.rawPayload).toString();
    expect(JSON.parse(json).data).toHaveLength(50);
    // Over the 8 KiB a zlib stream would take on two cores (server/app.ts).
    expect(json.length).toBeGreaterThan(8 * 1024);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-length']).toBe(String(page.rawPayload.length));
  });

  it('does not leave the folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('tells the build id and health without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/build-id' })).json()).toEqual({
      build_id: 'b-42',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
  });
});
