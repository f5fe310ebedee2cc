import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { insertBranch } from './support/fixtures';
import { deactivateBranch } from './support/ids';

const URL = '/api/user/branch/search';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 22; i += 1)
    await insertBranch(t.db, `Cabang Kota ${String(i).padStart(2, '0')}`);
  await deactivateBranch(t.db, await insertBranch(t.db, 'Cabang Kota Tutup'));
});
afterAll(() => t.close());

describe('GET /api/user/branch/search', () => {
  it('lists active branches by name, 20 a page, with total and from', async () => {
    const res = await t.call({ method: 'GET', url: URL, as: 'SBS' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 24, from: 1, current_page: 1, per_page: 20, last_page: 2 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Cabang Kota 01' });
    const page2 = (await t.call({ method: 'GET', url: `${URL}?page=2`, as: 'SBS' })).json();
    expect(page2.from).toBe(21);
    expect(page2.data.map((b: { name: string }) => b.name)).toEqual([
      'Cabang Kota 21',
      'Cabang Kota 22',
      'Cabang Uji Bandung',
      'Cabang Uji Jakarta',
    ]);
    expect(page2.data.map((b: { name: string }) => b.name)).not.toContain('Cabang Kota Tutup');
  });

  it('searches by kata_kunci, case-insensitively', async () => {
    const body = (
      await t.call({ method: 'GET', url: `${URL}?kata_kunci=bandung`, as: 'ESS' })
    ).json();
    expect(body).toMatchObject({ total: 1, from: 1, data: [{ name: 'Cabang Uji Bandung' }] });
    const none = (
      await t.call({ method: 'GET', url: `${URL}?kata_kunci=tutup`, as: 'ESS' })
    ).json();
    expect(none).toMatchObject({ total: 0, from: null, data: [] });
    const wildcard = (
      await t.call({ method: 'GET', url: `${URL}?kata_kunci=%25`, as: 'ESS' })
    ).json();
    expect(wildcard.total).toBe(0);
  });

  it('is for central staff only', async () => {
    for (const as of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      expect((await t.call({ method: 'GET', url: URL, as })).statusCode, as).toBe(200);
    }
    expect((await t.call({ method: 'GET', url: URL, as: 'CABANG' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${URL}?page=0`, as: 'SBS' })).statusCode).toBe(422);
  });
});
