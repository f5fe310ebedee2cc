import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { PASSWORD } from './support/fixtures';
import { dataUrl, pngBytes } from './support/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control of API answers', () => {
  it('authenticated JSON is no-store: reads, lists, writes and refusals', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/user/profile', as: 'SBS' }),
      await t.call({ method: 'GET', url: '/api/admin/branches', as: 'SBS' }),
      await t.call({
        method: 'PATCH',
        url: '/api/user/profile',
        as: 'SBS',
        payload: { name: 'X' },
      }),
      await t.call({ method: 'GET', url: '/api/admin/branches', as: 'CABANG' }),
      await t.call({ method: 'GET', url: '/api/user/profile', as: null }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 403, 401]);
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a sign-in answer, which carries the token, is no-store too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload: { email: 'rnd@uji.local', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a stored picture or proof is never kept by the browser (no-store)', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'CLUB',
      payload: { name: 'Petugas CLUB', image: dataUrl(pngBytes()) },
    });
    expect(res.statusCode).toBe(200);
    const picture = await t.call({ method: 'GET', url: res.json().data.image, as: 'CLUB' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('no-store');
  });
});
