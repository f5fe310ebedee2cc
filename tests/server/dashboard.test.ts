import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

let t: TestApp;
const today = new Date('2026-11-18T03:00:00Z'); // 10:00 WIB on the test clock's day
const yesterday = new Date('2026-11-17T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB, accounts } = t.world;
  const a = { branchId: branchA, uploadedBy: accounts.CABANG.id };
  const b = { branchId: branchB, uploadedBy: accounts.CABANG2.id };
  // Branch A today: 2 waiting, 1 confirmed, 1 rejected registration receipts, 1 waiting upgrade receipt.
  await insertReceipt(t.db, { ...a, status: '0', at: today });
  await insertReceipt(t.db, { ...a, status: '0', at: today });
  await insertReceipt(t.db, { ...a, status: '1', at: today });
  await insertReceipt(t.db, { ...a, status: '2', at: today });
  await insertReceipt(t.db, { ...a, kind: 'upgrade', status: '0', at: today });
  // Yesterday's decisions do not count today.
  await insertReceipt(t.db, { ...a, status: '1', at: yesterday });
  // Branch B today: 3 confirmed.
  for (let i = 0; i < 3; i++) await insertReceipt(t.db, { ...b, status: '1', at: today });
  // Registrations still needing proof: 2 today in A (one of them with an upgrade waiting), 1 yesterday in A, 1 today in B.
  const m1 = await insertMember(t.db, {
    branchId: branchA,
    createdBy: accounts.CABANG.id,
    createdAt: today,
  });
  await insertMember(t.db, { branchId: branchA, createdBy: accounts.CABANG.id, createdAt: today });
  await insertMember(t.db, {
    branchId: branchA,
    createdBy: accounts.CABANG.id,
    createdAt: yesterday,
  });
  await insertMember(t.db, { branchId: branchB, createdBy: accounts.CABANG2.id, createdAt: today });
  await insertUpgrade(t.db, {
    memberId: m1.id,
    noIdLama: m1.noId,
    branchId: branchA,
    createdBy: accounts.CABANG.id,
    createdAt: today,
  });
});
afterAll(() => t.close());

describe('GET /api/user/dashboard/count_cabang', () => {
  it("counts the caller's own branch for today", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user/dashboard/count_cabang',
      as: 'CABANG',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      start_date: '2026-11-18',
      end_date: '2026-11-18',
      data: {
        count_pending: 2,
        count_approved: 1,
        count_rejected: 1,
        count_not_upload: 2,
        upgrade_count_pending: 1,
        upgrade_count_approved: 0,
        upgrade_count_rejected: 0,
        upgrade_count_not_upload: 1,
      },
    });
  });

  it('ignores any attempt to ask for another branch', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user/dashboard/count_cabang?id_branch=1&branch_id=2',
      as: 'CABANG2',
    });
    expect(res.json().data).toMatchObject({
      count_pending: 0,
      count_approved: 3,
      count_not_upload: 1,
    });
  });

  it('takes a date range', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user/dashboard/count_cabang?start_date=2026-11-17&end_date=2026-11-18',
      as: 'CABANG',
    });
    expect(res.json().data).toMatchObject({ count_approved: 2, count_not_upload: 3 });
  });

  it('refuses central staff, and bad dates', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/user/dashboard/count_cabang', as: 'SBS' }))
        .statusCode,
    ).toBe(403);
    const bad = await t.call({
      method: 'GET',
      url: '/api/user/dashboard/count_cabang?start_date=18-11-2026',
      as: 'CABANG',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toEqual(['Tanggal harus berformat YYYY-MM-DD']);
    const reversed = await t.call({
      method: 'GET',
      url: '/api/user/dashboard/count_cabang?start_date=2026-11-18&end_date=2026-11-01',
      as: 'CABANG',
    });
    expect(reversed.statusCode).toBe(422);
  });
});

describe('GET /api/user/dashboard/count', () => {
  it('adds every branch for central staff', async () => {
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/user/dashboard/count', as: group });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        count_pending: 2,
        count_approved: 4,
        count_rejected: 1,
        count_not_upload: 3,
        upgrade_count_pending: 1,
      });
    }
  });

  it('never answers a branch account', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/dashboard/count', as: 'CABANG' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Anda tidak memiliki akses untuk tindakan ini' });
  });
});
