import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { adminApi, auditOf } from './support/admin';
import { insertGeneratedId } from './support/records';
import { insertRegionSlice, registrationBody } from './support/registration';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  await insertRegionSlice(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

/** Thursday 19 November 2026, 11:00 in Jakarta: the day after the test clock's. */
const NEXT_DAY_11_WIB = '2026-11-19T04:00:00.000Z';

const fees = (effective_from: string, base = 3_000_000) => ({
  effective_from,
  registration_aog: base,
  registration_mog: 500_000,
  upgrade_aog: 2_700_000,
  upgrade_other: 300_000,
  private_class: 800_000,
});

describe('/api/admin/fees', () => {
  it('lists the schedule newest first, marking the one in force today', async () => {
    const res = await api.list('fees');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('fees 0-0/1');
    expect(res.json()[0]).toMatchObject({
      effective_from: '2020-01-01',
      registration_aog: 2_900_000,
      in_force: true,
    });
  });

  it('refuses a start before today (422), a taken date (409) and bad amounts (422)', async () => {
    const past = await api.create('fees', fees('2026-11-17'));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({
      effective_from: ['Tanggal berlaku tidak boleh sebelum hari ini'],
    });
    const taken = await api.create('fees', fees('2020-01-01'));
    expect(taken.statusCode).toBe(422);
    const bad = await api.create('fees', {
      ...fees('2026-13-01'),
      registration_aog: -1,
      registration_mog: 1_000_000_001,
      upgrade_aog: '12a',
      private_class: 1.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'effective_from',
      'private_class',
      'registration_aog',
      'registration_mog',
      'upgrade_aog',
    ]);
    const first = await api.create('fees', fees('2027-01-01'));
    expect(first.statusCode, first.body).toBe(201);
    const dup = await api.create('fees', fees('2027-01-01'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.effective_from).toEqual([
      'Sudah ada tarif yang berlaku pada tanggal tersebut',
    ]);
    expect((await api.remove('fees', first.json().id)).statusCode).toBe(200);
  });

  it('changes and removes only a schedule that has not started; history stays', async () => {
    const list = (await api.list('fees', { sort: ['effective_from', 'ASC'] })).json();
    const history = list[0];
    expect((await api.update('fees', history.id, fees('2026-12-01'))).statusCode).toBe(409);
    expect((await api.remove('fees', history.id)).statusCode).toBe(409);

    const created = (await api.create('fees', fees('2026-12-01'))).json();
    expect(created).toMatchObject({ effective_from: '2026-12-01', in_force: false });
    const updated = await api.update('fees', created.id, fees('2026-12-02', 3_100_000));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      effective_from: '2026-12-02',
      registration_aog: 3_100_000,
    });
    const removed = await api.remove('fees', created.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: created.id, effective_from: '2026-12-02' });
    expect((await api.get('fees', created.id)).statusCode).toBe(404);
    expect((await auditOf(t.db, 'fee_schedule', created.id)).map((a) => a.action)).toEqual([
      'fee.create',
      'fee.update',
      'fee.delete',
    ]);
  });

  it('a future schedule does not apply today and applies from its day', async () => {
    const created = await api.create('fees', fees('2026-11-19', 3_000_000));
    expect(created.statusCode, created.body).toBe(201);
    const quote = async () =>
      (await t.call({ method: 'GET', url: '/api/user/register_aog_mog/fees', as: 'CABANG' })).json()
        .data;
    const register = async () => {
      const id = await insertGeneratedId(t.db, 'aog', t.world.branchA);
      const res = await t.call({
        method: 'POST',
        url: '/api/user/register_aog_mog',
        payload: registrationBody(id),
        as: 'CABANG',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.biaya_total as number;
    };

    expect((await quote()).biaya_daftar_aog).toBe(2_900_000);
    // An AOG who has not attended the private class pays it too.
    expect(await register()).toBe(2_900_000 + 750_000);

    t.clock.set(NEXT_DAY_11_WIB);
    expect((await quote()).biaya_daftar_aog).toBe(3_000_000);
    expect(await register()).toBe(3_000_000 + 800_000);
    // On its day it is in force, and history: no longer changeable.
    expect((await api.get('fees', created.json().id)).json().in_force).toBe(true);
    expect((await api.remove('fees', created.json().id)).statusCode).toBe(409);
  });
});
