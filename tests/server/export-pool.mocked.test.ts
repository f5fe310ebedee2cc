import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Repository from '../../server/aog-mog/repository';
import { reportSource } from '../../server/aog-mog/testRows';
import { createTestApp, type TestApp } from './support/app';

/**
 * The export through a real socket, with the database's rows replaced by large synthetic
 * batches: enough work for the exports to be in flight while other requests come.
 */
const sources: ReturnType<typeof reportSource>[] = [];
vi.mock('../../server/aog-mog/repository', async (original) => ({
  ...(await original<typeof Repository>()),
  reportBatches: () => {
    const source = reportSource(20);
    sources.push(source);
    return source.batches;
  },
}));

const EXPORT = '/api/user/register_aog_mog/export_excel?start_date=2026-11-01&end_date=2026-11-18';

let t: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await t.tokenFor('SBS');
});
afterAll(async () => {
  // fetch keeps its connections open, one of them at times with no request yet: Node does not
  // count that one idle, and closing the server would wait for it.
  t.app.server.closeAllConnections();
  await t.close();
});

const download = (signal?: AbortSignal) =>
  fetch(`${base}${EXPORT}`, { headers: { authorization: `Bearer ${token}` }, signal });

describe('the xlsx export in the worker pool', () => {
  it('answers /api/health while three exports are being written, and all three complete', async () => {
    const events: string[] = [];
    const exports = [1, 2, 3].map(async (n) => {
      const res = await download();
      expect(res.status).toBe(200);
      const file = Buffer.from(await res.arrayBuffer());
      events.push(`export ${n}`);
      return file;
    });
    // All three have sent their headers: their files are being written.
    await expect.poll(() => t.app.workers.running(), { timeout: 10_000 }).toBe(3);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    events.push('health');
    const files = await Promise.all(exports);
    expect(events[0]).toBe('health');
    // Zip files, each of every batch.
    for (const file of files) expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(sources.every((s) => s.seen.ended && s.seen.batches === 20)).toBe(true);
    await expect.poll(() => t.app.workers.running()).toBe(0);
  });

  it('ends the worker task and the reading of rows when the client goes away', async () => {
    sources.length = 0;
    const gone = new AbortController();
    const res = await download(gone.signal);
    const reader = res.body!.getReader();
    await reader.read();
    gone.abort();
    await expect.poll(() => t.app.workers.running(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => sources[0]?.seen.ended).toBe(true);
    expect(sources[0]!.seen.batches).toBeLessThan(20);
    // The server carries on.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
