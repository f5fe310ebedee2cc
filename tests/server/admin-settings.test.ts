import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { adminApi, auditOf } from './support/admin';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

/** The organisation and the reminders as stored by default, when a save leaves them out. */
const UNSENT_DEFAULTS = {
  org_name: 'Dashboard Form AOG / MOG',
  org_address: 'Jakarta, Indonesia',
  reminder_proof_days: 2,
  reminder_unused_id_days: 14,
  reminder_waiting_hours: 8,
};

const body = {
  open_hour: 8,
  close_hour: 17,
  days: [6, 1, 2, 3, 4, 5],
  upload_limit_registration: 5,
  upload_limit_upgrade: 3,
  notice_open: true,
  notice_title: 'Libur Lebaran',
  notice_message: 'Layanan tutup 1–7 April.',
  help_center_url: 'https://bantuan.contoh.id/panduan',
};

describe('/api/admin/settings', () => {
  it('is one record, id app, listed with Content-Range settings 0-0/1', async () => {
    const list = await api.list('settings', { sort: ['id', 'ASC'], range: [0, 24] });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toBe('settings 0-0/1');
    expect(list.headers['access-control-expose-headers']).toBe('Content-Range');
    const [record] = list.json();
    expect(record).toEqual({
      id: 'app',
      open_hour: 10,
      close_hour: 16,
      days: [1, 2, 3, 4, 5],
      upload_limit_registration: 2,
      upload_limit_upgrade: 2,
      notice_open: false,
      notice_title: 'Pemberitahuan Libur',
      notice_message: expect.any(String),
      help_center_url: expect.any(String),
      wa_consent_branch: false,
      wa_consent_referrer: 'member',
      ...UNSENT_DEFAULTS,
      updated_at: WORKDAY_11_WIB,
    });
    expect((await api.get('settings', 'app')).json()).toEqual(record);
    expect((await api.get('settings', 'other')).statusCode).toBe(422);
    expect((await api.list('settings', { filter: { id: ['app'] } })).json()).toEqual([record]);
  });

  it('saves every setting the app reads, with an audit entry, and refuses stale writes', async () => {
    const before = (await api.get('settings', 'app')).json();
    t.clock.set('2026-11-18T05:00:00.000Z');
    const res = await api.update('settings', 'app', { ...body, updated_at: before.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: 'app',
      ...body,
      days: [1, 2, 3, 4, 5, 6],
      wa_consent_branch: false,
      wa_consent_referrer: 'member',
      ...UNSENT_DEFAULTS,
      updated_at: '2026-11-18T05:00:00.000Z',
    });
    const shell = (await t.call({ method: 'GET', url: '/api/user/settings', as: 'CABANG' })).json();
    expect(shell.data).toMatchObject({
      notice: { open: true, title: 'Libur Lebaran' },
      operating_hours: { open: 8, closed: 17, days: [1, 2, 3, 4, 5, 6] },
      upload_limit: { registration: 5, upgrade: 3 },
    });
    const hours = await t.call({ method: 'GET', url: '/api/user/time_open_closed', as: 'CABANG' });
    expect(hours.json().data).toMatchObject({ open: 8, closed: 17 });

    const stale = await api.update('settings', 'app', { ...body, updated_at: before.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toEqual(res.json());

    const [audit] = await auditOf(t.db, 'setting', 'app');
    expect(audit).toMatchObject({
      action: 'settings.update',
      adminId: t.world.accounts.SBS.id,
      changes: { before: { open_hour: 10 }, after: { open_hour: 8 } },
    });
  });

  it('validates hours, days, limits, notice and URL', async () => {
    const res = await api.update('settings', 'app', {
      ...body,
      open_hour: 12,
      close_hour: 12,
      days: [1, 1],
      upload_limit_registration: 1001,
      upload_limit_upgrade: 1.5,
      notice_title: 'x'.repeat(201),
      notice_message: 'y'.repeat(2001),
      help_center_url: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'close_hour',
      'days',
      'help_center_url',
      'notice_message',
      'notice_title',
      'upload_limit_registration',
      'upload_limit_upgrade',
    ]);
    for (const days of [[], [0], [8], [1, 2, 3, 4, 5, 6, 7, 1]]) {
      expect((await api.update('settings', 'app', { ...body, days })).statusCode, `${days}`).toBe(
        422,
      );
    }
    expect((await api.update('settings', 'app', { ...body, close_hour: 25 })).statusCode).toBe(422);
  });

  it('sets the organisation and the reminder thresholds; absent keeps them', async () => {
    const before = (await api.get('settings', 'app')).json();
    const changed = {
      org_name: 'Yayasan Emas Nusantara',
      org_address: 'Jl. Merdeka 1\nJakarta Pusat',
      reminder_proof_days: 3,
      reminder_unused_id_days: 30,
      reminder_waiting_hours: 4,
    };
    const res = await api.update('settings', 'app', { ...before, ...changed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(changed);
    const older = Object.fromEntries(
      Object.entries(res.json()).filter(([key]) => !(key in changed)),
    );
    const kept = await api.update('settings', 'app', older);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject(changed);
    for (const bad of [
      { org_name: '  ' },
      { org_address: 'x'.repeat(501) },
      { reminder_proof_days: 0 },
      { reminder_unused_id_days: 366 },
      { reminder_waiting_hours: 1.5 },
    ]) {
      const refused = await api.update('settings', 'app', { ...kept.json(), ...bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(Object.keys(bad));
    }
    expect((await api.get('settings', 'app')).json()).toMatchObject(changed);
  });

  it('sets whether the staff contacts need a WhatsApp consent; absent keeps it', async () => {
    const before = (await api.get('settings', 'app')).json();
    const res = await api.update('settings', 'app', {
      ...before,
      wa_consent_branch: true,
      wa_consent_referrer: 'never',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ wa_consent_branch: true, wa_consent_referrer: 'never' });
    const { wa_consent_branch: _b, wa_consent_referrer: _r, ...older } = res.json();
    const kept = await api.update('settings', 'app', older);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ wa_consent_branch: true, wa_consent_referrer: 'never' });
    for (const bad of [{ wa_consent_branch: 'true' }, { wa_consent_referrer: 'kadang' }]) {
      const refused = await api.update('settings', 'app', { ...kept.json(), ...bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const reset = await api.update('settings', 'app', {
      ...kept.json(),
      wa_consent_branch: false,
      wa_consent_referrer: 'member',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('offers no create or delete', async () => {
    expect((await api.create('settings', body)).statusCode).toBe(404);
    expect((await api.remove('settings', 'app')).statusCode).toBe(404);
  });

  it('saves the settings as they come (the default Help Center is a path on this site)', async () => {
    const { id: _id, ...current } = (await api.get('settings', 'app')).json();
    const record = { ...current, help_center_url: DEFAULT_SETTINGS.help_center_url };
    expect(record.help_center_url).toMatch(/^\/[^/]/);
    const res = await api.update('settings', 'app', record);
    expect(res.statusCode, res.body).toBe(200);
    const offSite = await api.update('settings', 'app', {
      ...record,
      updated_at: res.json().updated_at,
      help_center_url: '//lain.contoh.id/panduan',
    });
    expect(offSite.statusCode).toBe(422);
  });
});
