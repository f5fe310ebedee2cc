import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { admins, outbox, passwordResetTokens } from '../../server/db/schema';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { adminApi, auditOf, totalOf } from './support/admin';
import { insertAdmin, insertBranch, issueToken } from './support/fixtures';
import { deactivateBranch } from './support/ids';
import { deactivateAccount, updateAccountRecord } from '../../server/admin/accounts/service';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

/** An extra SBS account with a token of its own. */
const newSbs = async (email: string) => {
  const id = await insertAdmin(t.db, { email, group: 'SBS', name: `SBS ${email}` });
  return { id, token: await issueToken(t.db, id, t.clock.now()) };
};
const asToken = (token: string) => ({
  get: (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/admin/accounts/${id}`, headers: bearer(token) }),
  remove: (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/accounts/${id}`, headers: bearer(token) }),
  update: (id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${id}`,
      headers: bearer(token),
      payload,
    }),
});

describe('GET /api/admin/accounts', () => {
  it('lists accounts without password hashes, with sort, range and filters', async () => {
    const res = await api.list('accounts', { sort: ['email', 'ASC'], range: [0, 2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('accounts 0-2/6');
    const rows = res.json();
    expect(rows.map((a: { email: string }) => a.email)).toEqual([
      'cabang2@uji.local',
      'cabang@uji.local',
      'club@uji.local',
    ]);
    expect(rows[1]).toEqual({
      id: t.world.accounts.CABANG.id,
      name: 'Petugas CABANG',
      email: 'cabang@uji.local',
      group: 'CABANG',
      branch_id: t.world.branchA,
      branch_name: 'Cabang Uji Jakarta',
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.body).not.toMatch(/scrypt|password/i);

    expect(totalOf(await api.list('accounts', { filter: { group: 'CABANG' } }))).toBe(2);
    expect(totalOf(await api.list('accounts', { filter: { branch_id: t.world.branchB } }))).toBe(1);
    expect(totalOf(await api.list('accounts', { filter: { q: 'ESS@UJI' } }))).toBe(1);
    expect(totalOf(await api.list('accounts', { filter: { active: false } }))).toBe(0);
    const byGroup = await api.list('accounts', { sort: ['group', 'DESC'], range: [0, 0] });
    expect(byGroup.json()[0].group).toBe('SBS');
    expect((await api.list('accounts', { filter: { group: 'ADMIN' } })).statusCode).toBe(422);
    expect((await api.list('accounts', { sort: ['password_hash', 'ASC'] })).statusCode).toBe(422);
  });
});

describe('POST /api/admin/accounts', () => {
  it('creates an account with a password, lower-casing the e-mail', async () => {
    const res = await api.create('accounts', {
      name: 'Rina Cabang',
      email: ' Rina.Cabang@Uji.Local ',
      group: 'CABANG',
      branch_id: t.world.branchB,
      password: 'RahasiaBaru1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json();
    expect(account).toMatchObject({
      email: 'rina.cabang@uji.local',
      group: 'CABANG',
      branch_id: t.world.branchB,
      branch_name: 'Cabang Uji Bandung',
      active: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload: { email: 'rina.cabang@uji.local', password: 'RahasiaBaru1' },
    });
    expect(login.statusCode).toBe(200);
    const [audit] = await auditOf(t.db, 'admin', account.id);
    expect(audit?.action).toBe('account.create');
    expect(JSON.stringify(audit?.changes)).not.toContain('RahasiaBaru1');
  });

  it('without a password, queues a link for the new staff member to set one', async () => {
    const res = await api.create('accounts', {
      name: 'Dodi RND',
      email: 'dodi@uji.local',
      group: 'RND',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const tokens = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.adminId, id));
    expect(tokens).toHaveLength(1);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, 'dodi@uji.local')));
    expect(mail?.body).toContain('/api/reset_password/confirm?token=');
  });

  it('checks the branch against the group, and the e-mail', async () => {
    const noBranch = await api.create('accounts', {
      name: 'X',
      email: 'x1@uji.local',
      group: 'CABANG',
    });
    expect(noBranch.statusCode).toBe(422);
    expect(noBranch.json().errors).toEqual({
      branch_id: ['Cabang wajib dipilih untuk akun CABANG'],
    });

    const central = await api.create('accounts', {
      name: 'X',
      email: 'x2@uji.local',
      group: 'SBS',
      branch_id: t.world.branchA,
    });
    expect(central.statusCode).toBe(422);
    expect(central.json().errors).toEqual({
      branch_id: ['Hanya akun CABANG yang memiliki cabang'],
    });

    const closed = await insertBranch(t.db, 'Cabang Sudah Tutup');
    await deactivateBranch(t.db, closed);
    const inactive = await api.create('accounts', {
      name: 'X',
      email: 'x3@uji.local',
      group: 'CABANG',
      branch_id: closed,
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toEqual({
      branch_id: ['Cabang tidak ditemukan atau sudah tidak aktif'],
    });

    const bad = await api.create('accounts', {
      name: '',
      email: 'bukan-email',
      group: 'ROOT',
      password: 'short',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'group', 'name', 'password']);

    const taken = await api.create('accounts', {
      name: 'X',
      email: 'SBS@uji.local',
      group: 'ESS',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Email sudah digunakan akun lain',
      errors: { email: ['Email sudah digunakan akun lain'] },
    });
  });
});

describe('PUT and DELETE /api/admin/accounts/:id', () => {
  it('changes group and branch, and refuses a stale record', async () => {
    const id = await insertAdmin(t.db, { email: 'pindah@uji.local', group: 'ESS' });
    const before = (await api.get('accounts', id)).json();
    const moved = await api.update('accounts', id, {
      ...before,
      group: 'CABANG',
      branch_id: t.world.branchA,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ group: 'CABANG', branch_name: 'Cabang Uji Jakarta' });
    const stale = await api.update('accounts', id, { ...before, name: 'Lama' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toEqual(moved.json());
    const audit = await auditOf(t.db, 'admin', id);
    expect(audit.map((a) => a.action)).toEqual(['account.update']);
  });

  it('deactivation ends the account’s sessions at once', async () => {
    const id = await insertAdmin(t.db, { email: 'keluar@uji.local', group: 'CLUB' });
    const token = await issueToken(t.db, id, t.clock.now());
    expect((await profileWith(token)).statusCode).toBe(200);
    const res = await api.remove('accounts', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, active: false });
    expect((await profileWith(token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, id));
    expect(row?.active).toBe(false);
    expect((await auditOf(t.db, 'admin', id)).map((a) => a.action)).toEqual(['account.deactivate']);

    // PUT active:false does the same.
    const id2 = await insertAdmin(t.db, { email: 'keluar2@uji.local', group: 'CLUB' });
    const token2 = await issueToken(t.db, id2, t.clock.now());
    const current = (await api.get('accounts', id2)).json();
    expect((await api.update('accounts', id2, { ...current, active: false })).statusCode).toBe(200);
    expect((await profileWith(token2)).statusCode).toBe(401);
  });

  it('nobody deactivates or regroups themselves', async () => {
    const me = t.world.accounts.SBS.id;
    const self = await api.remove('accounts', me);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri');
    const mine = (await api.get('accounts', me)).json();
    const regroup = await api.update('accounts', me, { ...mine, group: 'RND' });
    expect(regroup.statusCode).toBe(409);
    expect(regroup.json().message).toBe('Anda tidak dapat mengubah grup akun Anda sendiri');
    const off = await api.update('accounts', me, { ...mine, active: false });
    expect(off.statusCode).toBe(409);
  });

  it('keeps the last active SBS: another SBS may go, the last one may not', async () => {
    const me = t.world.accounts.SBS.id;
    const other = await newSbs('sbs-kedua@uji.local');
    // Two active SBS: one may deactivate the other.
    expect((await asToken(other.token).remove(me)).statusCode).toBe(200);
    // `other` is now the last. A request that authenticated as the world's SBS before it was
    // deactivated (what a race looks like, see admin-race.test.ts) meets the rule, not a 200.
    const stale = {
      adminId: me,
      sessionId: 0,
      group: 'SBS' as const,
      branchId: null,
      name: 'SBS',
      email: 'sbs@uji.local',
    };
    await expect(deactivateAccount(t.app.ctx, stale, other.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Akun SBS aktif terakhir tidak dapat dinonaktifkan atau dipindah grup',
    });
    const last = (await asToken(other.token).get(other.id)).json();
    await expect(
      updateAccountRecord(t.app.ctx, stale, other.id, { ...last, group: 'ESS' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    // Back to the world's SBS for the remaining tests.
    await t.db.update(admins).set({ active: true }).where(eq(admins.id, me));
    const now = (await api.get('accounts', other.id)).json();
    expect((await api.update('accounts', other.id, { ...now, active: false })).statusCode).toBe(
      200,
    );
  });

  it('POST /api/admin/accounts/:id/reset_link queues a reset e-mail', async () => {
    const id = t.world.accounts.ESS.id;
    const res = await t.call({
      method: 'POST',
      url: `/api/admin/accounts/${id}/reset_link`,
      as: 'SBS',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Tautan ubah password telah dikirim ke email akun' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, 'ess@uji.local')));
    expect(mails).toHaveLength(1);
    expect((await auditOf(t.db, 'admin', id)).map((a) => a.action)).toContain('account.reset_link');
    const missing = await t.call({
      method: 'POST',
      url: '/api/admin/accounts/999999/reset_link',
      as: 'SBS',
    });
    expect(missing.statusCode).toBe(404);
  });
});
