import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { PASSWORD } from './support/fixtures';
import { dataUrl, pngBytes } from './support/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET/PATCH /api/user/profile', () => {
  it('shows the caller, never another account', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/profile', as: 'SBS' });
    expect(res.json().data).toMatchObject({
      email: 'sbs@uji.local',
      branch: null,
      group_user: { name: 'SBS' },
    });
  });

  it('changes the name and stores a picture that only signed-in users can fetch', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'CABANG',
      payload: { name: '  Siti Rahmawati ', image: dataUrl(pngBytes()) },
    });
    expect(res.statusCode).toBe(200);
    const admin = res.json().data;
    expect(admin.name).toBe('Siti Rahmawati');
    expect(admin.image).toMatch(/^\/api\/user\/files\/[0-9a-f-]{36}$/);

    const picture = await t.call({ method: 'GET', url: admin.image, as: 'CLUB' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // Re-encoded on the way in (see images.test.ts): the same picture, not the same bytes.
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 4,
      height: 4,
    });
    expect((await t.call({ method: 'GET', url: admin.image, as: null })).statusCode).toBe(401);

    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(t.world.accounts.CABANG.id)));
    expect(audit?.n).toBeGreaterThan(0);
  });

  it('keeps the picture when image is absent and removes it with null', async () => {
    await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'RND',
      payload: { name: 'A', image: dataUrl(pngBytes()) },
    });
    const kept = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'RND',
      payload: { name: 'B' },
    });
    expect(kept.json().data.image).not.toBeNull();
    const removed = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'RND',
      payload: { name: 'B', image: null },
    });
    expect(removed.json().data.image).toBeNull();
  });

  it('refuses a file that is not really an image, an oversize one and an empty name, changing nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/user/profile', as: 'ESS' })).json()
      .data;
    const fake = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'ESS',
      payload: {
        name: 'Baru',
        image: dataUrl(Buffer.from('<script>alert(1)</script>'), 'image/png'),
      },
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ image: ['File harus berupa gambar JPG, PNG atau WebP'] });

    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'ESS',
      payload: { name: 'Baru', image: dataUrl(big) },
    });
    expect(oversize.statusCode).toBe(422);
    expect(oversize.json().errors.image).toEqual(['Ukuran gambar maksimal 5 MB']);

    const empty = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'ESS',
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Nama tidak boleh kosong'] });

    const after = (await t.call({ method: 'GET', url: '/api/user/profile', as: 'ESS' })).json()
      .data;
    expect(after).toEqual(before);
  });
});

describe('POST /api/user/profile/change_password', () => {
  it('sets the new password, keeps this session and ends the others', async () => {
    const mine = await t.tokenFor('CLUB');
    const other = await t.tokenFor('CLUB');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/change_password',
      headers: { authorization: `Bearer ${mine}` },
      payload: { password: 'KataSandiBaru9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'sukses ubah password' });
    const check = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await check(mine)).statusCode).toBe(200);
    expect((await check(other)).statusCode).toBe(401);

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/pos-cabang/login',
        payload: { email: 'club@uji.local', password },
      });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login('KataSandiBaru9')).statusCode).toBe(200);
  });

  it('refuses an empty or short password', async () => {
    for (const [payload, message] of [
      [{}, 'Password tidak boleh kosong'],
      [{ password: 'pendek' }, 'Password minimal 8 karakter'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/profile/change_password',
        as: 'SBS',
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([message]);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload: { email: 'sbs@uji.local', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
