import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import type { AdminAccount, AdminBranch } from '../../domain/api/admin';
import { createTestApp, type TestApp } from './support/app';

/**
 * The app reads the administration resources through ra-data-simple-rest itself: this drives
 * the real provider against the real server on a real socket.
 */
let t: TestApp;
let provider: DataProvider;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const token = await t.tokenFor('SBS');
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  provider = simpleRestProvider(`http://127.0.0.1:${address.port}/api/admin`, httpClient);
});
afterAll(() => t.close());

describe('ra-data-simple-rest against /api/admin', () => {
  it('branches: getList, getOne, getMany, create, update, delete', async () => {
    for (const name of ['Cabang RA Satu', 'Cabang RA Dua', 'Cabang RA Tiga']) {
      await provider.create<AdminBranch>('branches', { data: { name, city: 'Kota RA' } });
    }
    const page = await provider.getList<AdminBranch>('branches', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'RA ', active: true },
    });
    expect(page.total).toBe(3);
    expect(page.data.map((b) => b.name)).toEqual(['Cabang RA Tiga']);

    const created = await provider.create<AdminBranch>('branches', {
      data: { name: 'Cabang RA Empat', no_wa: '+628111111111' },
    });
    expect(created.data).toMatchObject({ id: expect.any(Number), active: true });
    const id = created.data.id;
    const one = await provider.getOne<AdminBranch>('branches', { id });
    expect(one.data).toEqual(created.data);
    const many = await provider.getMany<AdminBranch>('branches', { ids: [id, t.world.branchA] });
    expect(many.data.map((b) => b.id).sort()).toEqual([id, t.world.branchA].sort());

    const updated = await provider.update<AdminBranch>('branches', {
      id,
      data: { ...one.data, city: 'Bekasi' },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ id, city: 'Bekasi' });

    const deleted = await provider.delete<AdminBranch>('branches', {
      id,
      previousData: updated.data,
    });
    expect(deleted.data).toMatchObject({ id, active: false });
  });

  it('accounts: getList, getOne, create, update, delete; errors carry the server body', async () => {
    const list = await provider.getList<AdminAccount>('accounts', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'email', order: 'DESC' },
      filter: { group: 'CABANG' },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((a) => a.email)).toEqual(['cabang@uji.local', 'cabang2@uji.local']);

    const created = await provider.create<AdminAccount>('accounts', {
      data: {
        name: 'Staf RA',
        email: 'staf.ra@uji.local',
        group: 'CABANG',
        branch_id: t.world.branchA,
      },
    });
    const id = created.data.id;
    expect(created.data).toMatchObject({ branch_name: 'Cabang Uji Jakarta', active: true });
    const one = await provider.getOne<AdminAccount>('accounts', { id });
    const updated = await provider.update<AdminAccount>('accounts', {
      id,
      data: { ...one.data, group: 'ESS', branch_id: null },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ group: 'ESS', branch_id: null, branch_name: null });

    // A stale write: react-admin's HttpError carries the status and the body.
    await expect(
      provider.update<AdminAccount>('accounts', {
        id,
        data: { ...one.data, name: 'Lama' },
        previousData: one.data,
      }),
    ).rejects.toMatchObject({ status: 409, body: { data: { group: 'ESS' } } });

    const deleted = await provider.delete<AdminAccount>('accounts', {
      id,
      previousData: updated.data,
    });
    expect(deleted.data).toMatchObject({ id, active: false });
  });
});
