import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { adminApi, totalOf } from './support/admin';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t);
});
afterAll(() => t.close());

describe('/api/admin/audit', () => {
  it('lists admin changes newest first, filters them, and shows one; read-only', async () => {
    const branch = (await api.create('branches', { name: 'Cabang Audit' })).json();
    await api.update('branches', branch.id, { ...branch, city: 'Depok' });
    const res = await api.list('audit', {
      filter: { entity: 'branch', entity_id: String(branch.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(totalOf(res)).toBe(2);
    const [latest, first] = res.json();
    expect(latest).toMatchObject({
      action: 'branch.update',
      entity: 'branch',
      entity_id: String(branch.id),
      admin_id: t.world.accounts.SBS.id,
      admin_name: 'Petugas SBS',
      changes: { before: { city: null }, after: { city: 'Depok' } },
    });
    expect(first.id).toBeLessThan(latest.id);
    expect((await api.get('audit', latest.id)).json()).toEqual(latest);
    const asc = await api.list('audit', {
      sort: ['id', 'ASC'],
      filter: { admin_id: t.world.accounts.SBS.id },
    });
    expect(asc.json()[0].id).toBe(first.id);
    expect((await api.list('audit', { sort: ['action', 'ASC'] })).statusCode).toBe(422);
    expect((await api.create('audit', {})).statusCode).toBe(404);
    expect((await api.remove('audit', latest.id)).statusCode).toBe(404);
  });
});
