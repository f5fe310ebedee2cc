import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registerAogMog } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { insertBranch } from './support/fixtures';
import { deactivateBranch } from './support/ids';
import { insertMember } from './support/records';

const URL = '/api/user/branch/index';
let t: TestApp;
let closed: number;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 10; i += 1)
    await insertBranch(t.db, `Cabang Daftar ${String(i).padStart(2, '0')}`);
  closed = await insertBranch(t.db, 'Cabang Daftar Tutup');
  await deactivateBranch(t.db, closed);
  const by = t.world.accounts.CABANG.id;
  const { branchA, branchB } = t.world;
  for (const [branchId, type] of [
    [branchA, 'AOG'],
    [branchA, 'MOG'],
    [branchA, 'MOG'],
    [branchB, 'AOG'],
    [closed, 'MOG'],
  ] as const) {
    await insertMember(t.db, { branchId, createdBy: by, type });
  }
  // An upgraded member counts by its current type.
  const [mog] = await t.db.select().from(registerAogMog).where(eq(registerAogMog.branchId, closed));
  if (mog) {
    await t.db
      .update(registerAogMog)
      .set({ jenisPendaftaran: 'AOG' })
      .where(eq(registerAogMog.id, mog.id));
  }
});
afterAll(() => t.close());

describe('GET /api/user/branch/index', () => {
  it('lists every branch by name, 10 a page, with members counted by current type', async () => {
    const res = await t.call({ method: 'GET', url: URL, as: 'CLUB' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 13, current_page: 1, per_page: 10, from: 1, last_page: 2 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Cabang Daftar 01',
      city: 'Daftar 01',
      active: true,
      count_aog: 0,
      count_mog: 0,
    });
    const page2 = (await t.call({ method: 'GET', url: `${URL}?page=2`, as: 'CLUB' })).json();
    expect(page2.from).toBe(11);
    expect(page2.data).toEqual([
      expect.objectContaining({
        name: 'Cabang Daftar Tutup',
        active: false,
        count_aog: 1,
        count_mog: 0,
      }),
      expect.objectContaining({ name: 'Cabang Uji Bandung', count_aog: 1, count_mog: 0 }),
      expect.objectContaining({ name: 'Cabang Uji Jakarta', count_aog: 1, count_mog: 2 }),
    ]);
  });

  it('searches by kata_kunci and is for CLUB', async () => {
    const res = await t.call({ method: 'GET', url: `${URL}?kata_kunci=uji`, as: 'CLUB' });
    expect(res.json()).toMatchObject({ total: 2, from: 1, last_page: 1 });
    expect((await t.call({ method: 'GET', url: URL, as: 'SBS' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${URL}?page=0`, as: 'CLUB' })).statusCode).toBe(
      422,
    );
  });
});
