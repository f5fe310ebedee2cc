import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/user/time_open_closed', () => {
  it('answers the hours, whether they are open now, and the server time, to every group', async () => {
    for (const group of ['CABANG', 'SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/user/time_open_closed', as: group });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          open: 10,
          closed: 16,
          days: [1, 2, 3, 4, 5],
          is_open: true,
          now: '2026-11-18T04:00:00.000Z',
          message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
        },
      });
    }
    t.clock.set('2026-11-18T09:00:00Z'); // 16:00 WIB
    expect(
      (await t.call({ method: 'GET', url: '/api/user/time_open_closed', as: 'CABANG' })).json().data
        .is_open,
    ).toBe(false);
    t.clock.set('2026-11-18T04:00:00Z');
  });

  it('lets SBS change hours and days, and records who did', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/user/time_open_closed',
      as: 'SBS',
      payload: { open: 8, closed: 17, days: [6, 1, 2] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      open: 8,
      closed: 17,
      days: [1, 2, 6],
      message: 'Waktu Operasional Senin, Selasa, Sabtu Pukul 08.00 - 17.00 WIB',
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/user/time_open_closed', as: 'CABANG' })).json().data
        .days,
    ).toEqual([1, 2, 6]);
  });

  it('refuses other groups and bad hours, changing nothing', async () => {
    const before = (
      await t.call({ method: 'GET', url: '/api/user/time_open_closed', as: 'SBS' })
    ).json().data;
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/user/time_open_closed',
          as: 'CABANG',
          payload: { open: 1, closed: 2, days: [1] },
        })
      ).statusCode,
    ).toBe(403);
    for (const [payload, field, message] of [
      [{ open: 16, closed: 10, days: [1] }, 'closed', 'Jam tutup harus setelah jam buka'],
      [{ open: 10, closed: 16, days: [] }, 'days', 'Pilih minimal satu hari operasional'],
      [
        { open: 10, closed: 16, days: [8] },
        'days[0]',
        'Hari harus antara 1 (Senin) dan 7 (Minggu)',
      ],
      [{ open: 10, closed: 16, days: [1, 1] }, 'days', 'Hari tidak boleh berulang'],
      [{ open: 'pagi', closed: 16, days: [1] }, 'open', 'Jam harus berupa angka bulat'],
      [{ closed: 16, days: [1] }, 'open', 'Jam buka wajib diisi'],
    ] as const) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/user/time_open_closed',
        as: 'SBS',
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toContain(message);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/user/time_open_closed', as: 'SBS' })).json().data,
    ).toEqual(before);
  });
});
