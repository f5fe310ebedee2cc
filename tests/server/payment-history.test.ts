import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt } from './support/records';

let t: TestApp;
const ids: Record<string, number> = {};
const day = (d: string, hour = 4) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB, accounts } = t.world;
  const a = { branchId: branchA, uploadedBy: accounts.CABANG.id };
  // Branch A: 12 waiting receipts over 12 days, then one confirmed and one rejected.
  for (let i = 1; i <= 12; i++) {
    ids[`wait${i}`] = await insertReceipt(t.db, {
      ...a,
      status: '0',
      at: day(`2026-11-${String(i).padStart(2, '0')}`),
    });
  }
  const member = await insertMember(t.db, { branchId: branchA, createdBy: accounts.CABANG.id });
  ids.confirmed = await insertReceipt(t.db, {
    ...a,
    status: '1',
    at: day('2026-11-13'),
    memberIds: [member.id],
  });
  ids.rejected = await insertReceipt(t.db, { ...a, status: '2', at: day('2026-11-14') });
  // An upgrade receipt of A is not a registration payment.
  ids.upgrade = await insertReceipt(t.db, { ...a, kind: 'upgrade', status: '0' });
  // Branch B's receipts.
  ids.other = await insertReceipt(t.db, {
    branchId: branchB,
    uploadedBy: accounts.CABANG2.id,
    status: '0',
    at: day('2026-11-05'),
  });
});
afterAll(() => t.close());

const search = (query: string, as: 'CABANG' | 'CABANG2' = 'CABANG') =>
  t.call({ method: 'GET', url: `/api/user/payment_receipt/search_by_branch${query}`, as });

describe('GET /api/user/payment_receipt/search_by_branch', () => {
  it("pages the caller's registration receipts, newest first, 10 a page", async () => {
    const page1 = (await search('?page=1')).json();
    expect(page1).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 14,
      from: 1,
      last_page: 2,
    });
    expect(page1.data[0].id).toBe(ids.rejected);
    expect(page1.data[1].id).toBe(ids.confirmed);
    const page2 = (await search('?page=2')).json();
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([
      ids.wait4,
      ids.wait3,
      ids.wait2,
      ids.wait1,
    ]);
    expect(page2.from).toBe(11);
  });

  it('filters by status and by upload day (Jakarta)', async () => {
    const waiting = (await search('?status=0')).json();
    expect(waiting.total).toBe(12);
    expect((await search('?status=1')).json().data.map((r: { id: number }) => r.id)).toEqual([
      ids.confirmed,
    ]);
    const confirmed = (await search('?status=1')).json().data[0];
    expect(confirmed).toMatchObject({ status: '1', count_mog: 1, total_biaya: 420_000 });
    expect((await search('?status=2')).json().data.map((r: { id: number }) => r.id)).toEqual([
      ids.rejected,
    ]);
    expect((await search('?date=2026-11-05')).json().data.map((r: { id: number }) => r.id)).toEqual(
      [ids.wait5],
    );
  });

  it("never lists another branch's receipts, whatever the query says", async () => {
    const b = (await search('?status=&id_branch=1&branch_id=1', 'CABANG2')).json();
    expect(b.data.map((r: { id: number }) => r.id)).toEqual([ids.other]);
    const a = (await search('?date=2026-11-05')).json();
    expect(a.data.map((r: { id: number }) => r.id)).not.toContain(ids.other);
  });

  it('refuses bad queries with 422 and central staff with 403', async () => {
    for (const query of ['?status=9', '?page=0', '?page=abc', '?date=05-11-2026']) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/api/user/payment_receipt/search_by_branch',
        as: group,
      });
      expect(res.statusCode, group).toBe(403);
    }
  });
});
