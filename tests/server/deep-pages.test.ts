import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdType } from '../../domain/ids';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import { generatedIds } from '../../server/db/schema';
import { idPageQuery, idPageStart, type IdListFilter } from '../../server/ids/repository';
import {
  receiptPageQuery,
  receiptPageStart,
  type ReceiptFilter,
} from '../../server/receipts/repository';
import { createTestApp, type TestApp } from './support/app';
import { insertReceipt } from './support/records';

/*
 * Issue 15: a deep page of a central list starts from an anchor (the upload day or the block of
 * IDs holding its first row) instead of walking every row before it. With the threshold at 0,
 * every page of these small lists is anchored; each must be the page that walking gives.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB, accounts } = t.world;
  // Uploads either side of Jakarta's midnight (17:00 UTC), on several days, so pages straddle
  // the anchors' day boundaries; several per day and equal instants, so ties count too.
  const instants = [
    '2026-11-02T16:59:59.999Z',
    '2026-11-02T17:00:00Z',
    '2026-11-02T17:00:00Z',
    '2026-11-03T02:00:00Z',
    '2026-11-03T16:59:59Z',
    '2026-11-05T09:00:00Z',
    '2026-11-05T09:00:00Z',
    '2026-11-05T10:00:00Z',
    '2026-11-09T00:00:00Z',
    '2026-11-10T16:30:00Z',
    '2026-11-10T17:30:00Z',
  ];
  const statuses: ReceiptStatus[] = ['0', '1', '2'];
  for (const [i, at] of instants.entries()) {
    for (const kind of ['registration', 'upgrade'] as const) {
      const branch = i % 2 ? branchA : branchB;
      await insertReceipt(t.db, {
        kind,
        status: statuses[(i + (kind === 'upgrade' ? 1 : 0)) % 3]!,
        branchId: branch,
        uploadedBy: branch === branchA ? accounts.CABANG.id : accounts.CABANG2.id,
        at: new Date(at),
      });
    }
  }
  // IDs on both sides of block edges (a block is an ID without its last four digits).
  const numbers = [1, 2, 9_998, 9_999, 10_000, 10_001, 19_999, 25_000, 123_456, 9_999_999];
  for (const type of ['aog', 'mog'] as IdType[]) {
    for (const [i, n] of numbers.entries()) {
      await t.db.insert(generatedIds).values({
        generateId: `${type.toUpperCase()}${String(n).padStart(7, '0')}`,
        type,
        branchId: i % 3 === 0 ? null : i % 3 === 1 ? branchA : branchB,
        assignedAt: i % 3 === 0 ? null : new Date(),
      });
    }
  }
});

afterAll(() => t?.close());

/** The keys of every page from 1 to one past the last, anchored and walked. */
const pagesBothWays = async <K>(
  pages: number,
  anchored: (page: number) => Promise<K[]>,
  walked: (page: number) => Promise<K[]>,
) => {
  for (let page = 1; page <= pages + 1; page += 1) {
    expect(await anchored(page), `page ${page}`).toEqual(await walked(page));
  }
};

describe('receipts', () => {
  const filters = (['registration', 'upgrade'] as ReceiptKind[]).flatMap((kind) =>
    (['', '0', '1', '2'] as const).map((status) => ({ kind, status })),
  );

  it.each(filters)('%j: every anchored page is the walked page', async (f) => {
    const filter = (page: number): ReceiptFilter => ({ ...f, page, perPage: 2 });
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    await pagesBothWays(
      Math.ceil(22 / 2),
      async (page) => {
        const start = await receiptPageStart(t.db, filter(page), 0);
        if (!start) return [];
        expect(start.within).toBeDefined();
        return ids(await receiptPageQuery(t.db, filter(page), start));
      },
      async (page) => ids(await receiptPageQuery(t.db, filter(page))),
    );
  });

  it("walks a branch's list and a day's, and pages near the top", async () => {
    const base: ReceiptFilter = { kind: 'registration', page: 3, perPage: 2 };
    expect(await receiptPageStart(t.db, { ...base, branchId: t.world.branchA }, 0)).toEqual({
      offset: 4,
    });
    expect(await receiptPageStart(t.db, { ...base, day: '2026-11-03' }, 0)).toEqual({
      offset: 4,
    });
    expect(await receiptPageStart(t.db, base)).toEqual({ offset: 4 });
  });

  it('answers a page past the end without reading it', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user/payment_receipt/search?page=900',
      as: 'SBS',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: [], current_page: 900, total: 11 });
  });
});

describe('generated IDs', () => {
  const filters = ([undefined, 'aog', 'mog'] as const).flatMap((type) =>
    ([undefined, 0, 1] as const).flatMap((status) =>
      (['asc', 'desc'] as const).map((order) => ({ type, status, order })),
    ),
  );

  it.each(filters)('%j: every anchored page is the walked page', async (f) => {
    const filter = (page: number): IdListFilter => ({
      view: 'central',
      ...f,
      page,
      pageSize: 3,
    });
    const ids = (rows: { generateId: string }[]) => rows.map((row) => row.generateId);
    await pagesBothWays(
      Math.ceil(20 / 3),
      async (page) => {
        const start = await idPageStart(t.db, filter(page), 0);
        if (!start) return [];
        expect(start.within).toBeDefined();
        return ids(await idPageQuery(t.db, filter(page), start));
      },
      async (page) => ids(await idPageQuery(t.db, filter(page))),
    );
  });

  it("walks a branch's IDs and a keyword's matches", async () => {
    const base: IdListFilter = { view: 'central', order: 'asc', page: 2, pageSize: 3 };
    const walked = { offset: 3 };
    expect(await idPageStart(t.db, { ...base, branchId: t.world.branchA }, 0)).toEqual(walked);
    expect(await idPageStart(t.db, { ...base, keyword: '99' }, 0)).toEqual(walked);
    expect(
      await idPageStart(t.db, { ...base, view: 'branch', branchId: t.world.branchA }, 0),
    ).toEqual(walked);
  });
});
