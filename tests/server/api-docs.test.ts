import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../../server/api-docs/document';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contract, served', () => {
  it('answers docs/openapi.yaml as JSON at /api/openapi.json, without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(parse(await readFile(CONTRACT_FILE, 'utf8')));
  });

  it('shows it at /api/docs with the viewer served by the server itself', async () => {
    const page = await t.call({ method: 'GET', url: '/api/docs', as: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The page's CSP allows scripts from the server only, and the page has no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/viewer.js',
    ]);
    for (const asset of assets) {
      const res = await t.call({ method: 'GET', url: asset, as: null });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-type'], asset).toMatch(/^text\/(css|javascript)/);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
    const start = await t.call({ method: 'GET', url: '/api/docs/viewer.js', as: null });
    expect(start.body).toContain("url: '/api/openapi.json'");
  });

  it('serves the listed viewer files only', async () => {
    for (const url of [
      '/api/docs/package.json',
      '/api/docs/..%2Fpackage.json',
      '/api/docs/toString',
    ]) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
