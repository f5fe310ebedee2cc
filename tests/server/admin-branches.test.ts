import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { branches } from '../../server/db/schema';
import { PASSWORD, insertAdmin, insertBranch, issueToken } from './support/fixtures';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { adminApi, auditOf, totalOf } from './support/admin';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
  for (const name of ['Cabang Admin Medan', 'Cabang Admin Surabaya', 'Cabang Admin Makassar']) {
    await insertBranch(t.db, name);
  }
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

describe('GET /api/admin/branches', () => {
  it('lists with sort, range, Content-Range and its expose header', async () => {
    const res = await api.list('branches', { sort: ['name', 'ASC'], range: [0, 1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('branches 0-1/5');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(res.json().map((b: { name: string }) => b.name)).toEqual([
      'Cabang Admin Makassar',
      'Cabang Admin Medan',
    ]);
    const page2 = await api.list('branches', { sort: ['name', 'DESC'], range: [2, 4] });
    expect(page2.headers['content-range']).toBe('branches 2-4/5');
    expect(page2.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Cabang Admin Surabaya',
      city: 'Admin Surabaya',
      address: null,
      no_wa: '+6281200000000',
      active: true,
      reminders_enabled: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      bank_accounts: [],
    });
  });

  it('filters by q, active and id (getMany)', async () => {
    const q = await api.list('branches', { filter: { q: 'admin m' } });
    expect(totalOf(q)).toBe(2);
    const ids = [t.world.branchA, t.world.branchB];
    const many = await api.list('branches', { filter: { id: ids } });
    expect(
      many
        .json()
        .map((b: { id: number }) => b.id)
        .sort(),
    ).toEqual(ids.sort());
    const inactive = await api.list('branches', { filter: { active: false } });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.headers['content-range']).toBe('branches */0');
    expect(inactive.json()).toEqual([]);
  });

  it('refuses malformed or unknown sort, range and filter with 400/422, never 500', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ sort: '["name"' }, 400],
      [{ sort: '["password","ASC"]' }, 422],
      [{ sort: '["name","UP"]' }, 422],
      [{ sort: '{"a":1}' }, 422],
      [{ range: '[0,100]' }, 422],
      [{ range: '[-1,5]' }, 422],
      [{ range: '[5,2]' }, 422],
      [{ range: '[0.5,2]' }, 422],
      [{ range: '[0,"9"]' }, 422],
      [{ range: 'nope' }, 400],
      [{ filter: '{"no_wa":"1"}' }, 422],
      [{ filter: '[1]' }, 422],
      [{ filter: 'null' }, 422],
      [{ filter: '{"active":"maybe"}' }, 422],
      [{ filter: JSON.stringify({ id: Array.from({ length: 101 }, (_, i) => i + 1) }) }, 422],
      [{ filter: '{"id":["01"]}' }, 422],
      [{ filter: '{"id":[99999999999]}' }, 422],
      [{ filter: `{"q":"${'x'.repeat(200)}"}` }, 422],
      [{ filter: 'x'.repeat(20_000) }, 422],
    ];
    for (const [query, status] of cases) {
      const res = await t.call({ method: 'GET', url: '/api/admin/branches', query, as: 'SBS' });
      expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(status);
      expect(typeof res.json().message).toBe('string');
    }
    // Ids are canonical integers: anything else is bad input, an unknown one is not found.
    expect((await api.get('branches', '01')).statusCode).toBe(422);
    expect((await api.get('branches', '1e0')).statusCode).toBe(422);
    expect((await api.get('branches', '99999999999')).statusCode).toBe(422);
    expect((await api.get('branches', 999_999)).statusCode).toBe(404);
  });
});

describe('writes', () => {
  it('creates, reads, updates and deactivates, with audit entries', async () => {
    const created = await api.create('branches', {
      name: '  Cabang Baru Bogor ',
      city: 'Bogor',
      no_wa: '+6281299990000',
    });
    expect(created.statusCode, created.body).toBe(201);
    const branch = created.json();
    expect(branch).toMatchObject({
      name: 'Cabang Baru Bogor',
      city: 'Bogor',
      address: null,
      active: true,
      created_at: WORKDAY_11_WIB,
    });
    expect((await api.get('branches', branch.id)).json()).toEqual(branch);

    const updated = await api.update('branches', branch.id, {
      ...branch,
      name: 'Cabang Bogor Kota',
      address: 'Jl. Pajajaran 1',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Cabang Bogor Kota', address: 'Jl. Pajajaran 1' });
    expect(updated.json().updated_at).not.toBe(branch.updated_at);

    const removed = await api.remove('branches', branch.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: branch.id, active: false });
    const [row] = await t.db.select().from(branches).where(eq(branches.id, branch.id));
    expect(row?.active).toBe(false);

    const audit = await auditOf(t.db, 'branch', branch.id);
    expect(audit.map((a) => a.action)).toEqual([
      'branch.create',
      'branch.update',
      'branch.deactivate',
    ]);
    expect(audit[0]?.adminId).toBe(t.world.accounts.SBS.id);
    expect(audit[1]?.changes).toMatchObject({
      before: { name: 'Cabang Baru Bogor' },
      after: { name: 'Cabang Bogor Kota' },
    });
  });

  it('answers 422 with field messages and 409 for a name taken in any case', async () => {
    const bad = await api.create('branches', { name: ' ', no_wa: 'abc', city: 'x'.repeat(151) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Nama cabang wajib diisi'],
      no_wa: [expect.stringContaining('Nomor WhatsApp')],
      city: ['Kota maksimal 150 karakter'],
    });
    const dup = await api.create('branches', { name: 'cabang uji JAKARTA' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: 'Nama cabang sudah digunakan',
      errors: { name: ['Nama cabang sudah digunakan'] },
    });
    const current = (await api.get('branches', t.world.branchB)).json();
    const rename = await api.update('branches', t.world.branchB, {
      ...current,
      name: 'CABANG UJI JAKARTA',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses a stale update with 409 and the current record', async () => {
    const branch = (await api.create('branches', { name: 'Cabang Stale' })).json();
    const first = await api.update('branches', branch.id, { ...branch, city: 'Satu' });
    expect(first.statusCode).toBe(200);
    const second = await api.update('branches', branch.id, { ...branch, city: 'Dua' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'Data telah diubah oleh pengguna lain, muat ulang lalu coba lagi',
      data: first.json(),
    });
    // Without updated_at the last write wins.
    const { updated_at: _u, ...body } = branch;
    expect((await api.update('branches', branch.id, { ...body, city: 'Tiga' })).statusCode).toBe(
      200,
    );
  });
});

describe('an inactive branch', () => {
  it('leaves the pickers, refuses ID assignment and stops its accounts at once', async () => {
    const branchId = await insertBranch(t.db, 'Cabang Tutup Sementara');
    const email = 'tutup@uji.local';
    const adminId = await insertAdmin(t.db, { email, group: 'CABANG', branchId });
    const token = await issueToken(t.db, adminId, t.clock.now());
    const profile = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile()).statusCode).toBe(200);

    expect((await api.remove('branches', branchId)).statusCode).toBe(200);

    expect((await profile()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pos-cabang/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Email atau Password Salah');

    const search = await t.call({
      method: 'GET',
      url: '/api/user/branch/search?kata_kunci=Tutup',
      as: 'SBS',
    });
    expect(search.json().total).toBe(0);

    const assign = await t.call({
      method: 'PATCH',
      url: '/api/user/register_aog_mog/generate-id/request',
      payload: { generated: ['AOG0000001'], id_branch: branchId },
      as: 'SBS',
    });
    expect(assign.statusCode).toBe(422);
    expect(assign.json().errors.id_branch).toBeDefined();

    // Reactivated, its accounts sign in again.
    const current = (await api.get('branches', branchId)).json();
    expect((await api.update('branches', branchId, { ...current, active: true })).statusCode).toBe(
      200,
    );
    expect((await profile()).statusCode).toBe(200);
  });

  it('is for SBS only', async () => {
    for (const as of ['CABANG', 'RND', 'ESS', 'CLUB'] as const) {
      expect((await t.call({ method: 'GET', url: '/api/admin/branches', as })).statusCode).toBe(
        403,
      );
    }
  });
});
