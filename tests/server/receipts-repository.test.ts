import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReceiptDetail, listReceipts } from '../../server/receipts/repository';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

let t: TestApp;
let detailId: number;
let upgradeReceiptId: number;
const day = (d: string, hour = 3) => new Date(`${d}T0${hour}:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB, accounts } = t.world;
  const a = { branchId: branchA, uploadedBy: accounts.CABANG.id };
  for (let i = 0; i < 12; i++)
    await insertReceipt(t.db, {
      ...a,
      status: i % 3 === 0 ? '1' : '0',
      at: day(`2026-11-${String(i + 1).padStart(2, '0')}`),
    });
  await insertReceipt(t.db, {
    branchId: branchB,
    uploadedBy: accounts.CABANG2.id,
    status: '0',
    at: day('2026-11-05'),
  });
  const m1 = await insertMember(t.db, {
    branchId: branchA,
    createdBy: accounts.CABANG.id,
    createdAt: day('2026-11-15', 1),
  });
  const m2 = await insertMember(t.db, {
    branchId: branchA,
    createdBy: accounts.CABANG.id,
    createdAt: day('2026-11-15', 2),
  });
  detailId = await insertReceipt(t.db, {
    ...a,
    status: '2',
    at: day('2026-11-16'),
    memberIds: [m1.id, m2.id],
  });
  const up = await insertUpgrade(t.db, {
    memberId: m1.id,
    noIdLama: m1.noId,
    branchId: branchA,
    createdBy: accounts.CABANG.id,
  });
  upgradeReceiptId = await insertReceipt(t.db, {
    ...a,
    kind: 'upgrade',
    status: '0',
    upgradeIds: [up],
  });
});
afterAll(() => t.close());

describe('receipt reads', () => {
  it('pages newest first with the paged shape', async () => {
    const page1 = await listReceipts(t.db, { kind: 'registration', page: 1, perPage: 10 });
    expect(page1).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 14,
      from: 1,
      last_page: 2,
    });
    expect(page1.data[0]?.id).toBe(detailId);
    const page2 = await listReceipts(t.db, { kind: 'registration', page: 2, perPage: 10 });
    expect(page2.data).toHaveLength(4);
    expect(page2.from).toBe(11);
    const empty = await listReceipts(t.db, { kind: 'registration', page: 9, perPage: 10 });
    expect(empty).toMatchObject({ data: [], from: null });
  });

  it('filters by status, branch and Jakarta upload day', async () => {
    expect(
      (await listReceipts(t.db, { kind: 'registration', status: '1', page: 1, perPage: 10 })).total,
    ).toBe(4);
    const b = await listReceipts(t.db, {
      kind: 'registration',
      branchId: t.world.branchB,
      page: 1,
      perPage: 10,
    });
    expect(b.total).toBe(1);
    expect(b.data[0]?.branch.name).toBe('Cabang Uji Bandung');
    expect(
      (await listReceipts(t.db, { kind: 'registration', day: '2026-11-05', page: 1, perPage: 10 }))
        .total,
    ).toBe(2);
    expect((await listReceipts(t.db, { kind: 'upgrade', page: 1, perPage: 10 })).total).toBe(1);
  });

  it('gives a receipt with its rows, and nothing for the other kind', async () => {
    const detail = await findReceiptDetail(t.db, 'registration', detailId);
    expect(detail?.status).toBe('2');
    expect(detail?.register_aog_mog.map((r) => r.nama_lengkap)).toEqual([
      'Budi Santoso',
      'Budi Santoso',
    ]);
    expect(detail?.image).toMatch(/^\/api\/user\/files\//);
    expect(await findReceiptDetail(t.db, 'upgrade', detailId)).toBeUndefined();
    const upgrade = await findReceiptDetail(t.db, 'upgrade', upgradeReceiptId);
    expect(upgrade?.history_upgrade[0]).toMatchObject({
      jenis_daftar_baru: 'AOG',
      biaya_upgrade: 2_655_000,
    });
  });
});
