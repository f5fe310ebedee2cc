import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { PASSWORD } from './support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const multipart = (fields: Record<string, string>) => {
  const boundary = '----aogmogtest';
  const body =
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/pos-cabang/login',
    remoteAddress: ip,
    ...multipart({ email, password }),
  });

describe('POST /api/auth/pos-cabang/login', () => {
  it('answers the token, the role and the admin with branch and group names', async () => {
    const res = await login('CABANG@uji.local', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.role).toBe('CABANG');
    expect(body.admin).toEqual({
      id: t.world.accounts.CABANG.id,
      name: 'Petugas CABANG',
      email: 'cabang@uji.local',
      image: null,
      branch: { id: t.world.branchA, name: 'Cabang Uji Jakarta' },
      group_user: { id: expect.any(Number), name: 'CABANG' },
    });
    expect(body.admin).not.toHaveProperty('passwordHash');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe('cabang@uji.local');
  });

  it("refuses a wrong password or an unknown e-mail with 'Email atau Password Salah'", async () => {
    for (const res of [
      await login('sbs@uji.local', 'salah-sekali', '10.0.0.2'),
      await login('siapa@uji.local', PASSWORD, '10.0.0.2'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Email atau Password Salah' });
    }
  });

  it('refuses a disabled account', async () => {
    const { insertAdmin } = await import('./support/fixtures');
    await insertAdmin(t.db, { email: 'nonaktif@uji.local', group: 'SBS', active: false });
    const res = await login('nonaktif@uji.local', PASSWORD, '10.0.0.3');
    expect(res.statusCode).toBe(401);
  });

  it('says which fields are missing, in Indonesian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      ...multipart({}),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Email harus diisi'],
      password: ['Password harus diisi'],
    });
  });

  it('accepts JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload: { email: 'rnd@uji.local', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('RND');
  });

  it('stops guessing: after 5 failures for an account from an address, that address waits', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('ess@uji.local', `salah${i}`, '10.1.0.1')).statusCode).toBe(401);
    // Even the right password, or the guesser would learn when they are right.
    const blocked = await login('ess@uji.local', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Terlalu banyak percobaan/);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    expect((await login('ess@uji.local', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('cannot lock an account out: its owner signs in from elsewhere while a guesser is stopped', async () => {
    // Failures spread over addresses stop none of them and lock nothing.
    for (let i = 0; i < 6; i++)
      expect((await login('club@uji.local', `salah${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) await login('club@uji.local', `salah${i}`, '10.2.1.1');
    expect((await login('club@uji.local', 'salah', '10.2.1.1')).statusCode).toBe(429);
    expect((await login('club@uji.local', PASSWORD, '10.2.9.9')).statusCode).toBe(200);
  });

  it('stops one address trying many accounts', async () => {
    for (let i = 0; i < 20; i++) await login(`orang${i}@uji.local`, 'x', '10.9.9.9');
    expect((await login('club@uji.local', PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login('club@uji.local', PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const token = await t.tokenFor('SBS');
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
    ).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sesi Anda telah berakhir, silakan masuk kembali');
  });

  it('an expired token is refused', async () => {
    const token = await t.tokenFor('CLUB');
    const headers = { authorization: `Bearer ${token}` };
    t.clock.set(new Date(t.clock.now().getTime() + 13 * 3_600_000));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).statusCode,
    ).toBe(401);
  });
});
