import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { generatedIds, outbox, settings } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';

/*
 * Issue 13: loose input the server used to take (arrays for scalars, numbers written as
 * '1 0' or '0x10', control characters, huge arrays) is refused with 422 before any rule runs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async () => ({
  ids: (await t.db.select({ n: count() }).from(generatedIds))[0]?.n,
  outbox: (await t.db.select({ n: count() }).from(outbox))[0]?.n,
  settings: await t.db.select().from(settings).orderBy(settings.key),
});

const refused = (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(typeof (res.json() as { message: unknown }).message, res.body).toBe('string');
};

describe('strict input', () => {
  it.each([
    { total: [5], type: 'AOG' },
    { total: '1 0', type: 'AOG' },
    { total: '0x10', type: 'AOG' },
    { total: 1e20, type: 'AOG' },
    { total: { n: 5 }, type: 'AOG' },
  ])('does not generate IDs for %j', async (payload) => {
    const before = await rows();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register_aog_mog/generate-id/request',
      as: 'SBS',
      payload,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect(await rows()).toEqual(before);
  });

  it.each(['0x10', '1e1', '+16', '16.0', ' 16', '016'])(
    'does not read payment receipt %s as 16',
    async (id) => {
      refused(await t.call({ method: 'GET', url: `/api/user/payment_receipt/${id}`, as: 'SBS' }));
    },
  );

  it.each([{ days: [[1]] }, { days: Array.from({ length: 100_000 }, () => 1) }])(
    'does not set operating days from %#',
    async (extra) => {
      const before = await rows();
      const res = await t.call({
        method: 'PUT',
        url: '/api/user/time_open_closed',
        as: 'SBS',
        payload: { open: 8, closed: 16, ...extra },
      });
      refused(res);
      expect(await rows()).toEqual(before);
    },
  );

  it('refuses a million proof ids by their count, before looking at any of them', async () => {
    const started = performance.now();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register_aog_mog/upload_bukti_pembayaran',
      as: 'CABANG',
      payload: JSON.stringify({
        image: 'data:image/png;base64,AAAA',
        amount: 1,
        id_form: Array.from({ length: 1_000_000 }, (_, i) => i + 1),
      }),
      headers: { 'content-type': 'application/json' },
    });
    refused(res);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses an integer overflow among the proof ids', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register_aog_mog/upload_bukti_pembayaran',
      as: 'CABANG',
      payload: { image: 'data:image/png;base64,AAAA', amount: 1, id_form: [1e20] },
    });
    expect(res.statusCode, res.body).toBe(422);
  });

  it.each([
    { url: '/api/auth/pos-cabang/login', payload: { email: 'a\u0000@b.c', password: 'x' } },
    { url: '/api/reset_password', payload: { email: 'sbs\u0000@example.com' } },
  ])('refuses a NUL byte on $url with 422', async ({ url, payload }) => {
    const before = await rows();
    const res = await t.call({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('refuses a NUL byte in the profile name with 422', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'SBS',
      payload: { name: 'Nama\u0000' },
    });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('answers the worst phone number at once and leaves the server free', async () => {
    const started = performance.now();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register_aog_mog',
      as: 'CABANG',
      payload: { no_wa: `${'1'.repeat(44)}x`, no_wa_pereferal: `${'1'.repeat(44)}x` },
    });
    refused(res);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['a newline', 'Nama\nBaru'],
    ['a tab', 'Nama\tBaru'],
    ['an escape', 'Nama\u001b[31m'],
    ['a DEL', 'Nama\u007f'],
  ])('refuses %s in a one-line field (the profile name)', async (_label, name) => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'SBS',
      payload: { name },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      errors: { name: expect.any(Array) },
    });
  });

  it('keeps newlines and tabs in a multiline field but refuses other control characters there', async () => {
    const save = (message: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/message/notification',
        as: 'SBS',
        payload: { action_on: 'create', type: 'user', status: '0', auto_send: 1, message },
      });
    const kept = await save('Halo {nama},\r\n\tterima kasih.');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.message).toBe('Halo {nama},\r\n\tterima kasih.');
    const before = await rows();
    const refusedRes = await save('Halo {nama}\u0000');
    expect(refusedRes.statusCode, refusedRes.body).toBe(422);
    expect(refusedRes.json().errors).toHaveProperty('message');
    expect(await rows()).toEqual(before);
  });
});

describe('request bodies', () => {
  const login = (payload: string, type: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload,
      headers: { 'content-type': type },
    });
  const part = (name: string, value: string) =>
    `--X\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it.each([
    ['no boundary', 'multipart/form-data', part('email', 'a@b.c')],
    ['a form cut short', 'multipart/form-data; boundary=X', part('email', 'a@b.c').slice(0, -4)],
  ])('answers 400 {message, errors} to multipart with %s', async (_label, type, payload) => {
    const res = await login(payload, type);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: 'Formulir yang dikirim rusak atau tidak lengkap',
      errors: { _: ['Formulir yang dikirim rusak atau tidak lengkap'] },
    });
  });

  it('refuses a multipart field over its size instead of cutting it, and any file', async () => {
    const long = await login(
      part('email', 'a'.repeat(10_000)) + part('password', 'x') + '--X--\r\n',
      'multipart/form-data; boundary=X',
    );
    expect(long.statusCode, long.body).toBe(413);
    const file = await login(
      '--X\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n--X--\r\n',
      'multipart/form-data; boundary=X',
    );
    expect(file.statusCode, file.body).toBe(413);
    expect(file.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('still signs in with a well-formed multipart form', async () => {
    const res = await login(
      part('email', t.world.accounts.SBS.email) + part('password', 'wrong-password') + '--X--\r\n',
      'multipart/form-data; boundary=X',
    );
    expect(res.statusCode, res.body).toBe(401);
  });

  it('answers 415 to a plain-text body', async () => {
    const res = await login('email=a', 'text/plain');
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Jenis konten tidak didukung',
      errors: expect.any(Object),
    });
  });

  it('limits an ordinary route to 128 KB while an image route takes a whole image', async () => {
    const big = { name: 'A', image: `data:image/png;base64,${'A'.repeat(200 * 1024)}` };
    const notice = await t.call({
      method: 'PUT',
      url: '/api/user/time_open_closed',
      as: 'SBS',
      payload: { open: 8, closed: 16, days: [1], padding: 'x'.repeat(200 * 1024) },
    });
    expect(notice.statusCode, notice.body).toBe(413);
    const profile = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'SBS',
      payload: big,
    });
    // Past the size limit, the picture itself is judged (and refused as not an image).
    expect(profile.statusCode, profile.body).toBe(422);
  });
});
