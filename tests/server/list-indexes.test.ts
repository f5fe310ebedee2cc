import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import {
  reportBatchQuery,
  reportCountQuery,
  reportPageIdsQuery,
} from '../../server/aog-mog/repository';
import { dashboardReceiptsQuery, notUploadedQuery } from '../../server/dashboard/repository';
import { startsWith } from '../../server/db/like';
import { registerAogMog } from '../../server/db/schema';
import { idPageQuery, idPageStart, type IdListFilter } from '../../server/ids/repository';
import { memberPageQuery } from '../../server/inquiry-data/repository';
import { receiptPageQuery, receiptPageStart } from '../../server/receipts/repository';
import { createTestApp, type TestApp } from './support/app';
import { rowsOf } from '../../server/db/batch';
import { upload } from './support/proofs';
import { insertGeneratedId, insertMember, insertReceipt } from './support/records';

/*
 * Issue 15: every list query pages in the order of an index, so no page scans or sorts a table
 * that grows with the members. The test database is small, so the planner is told to avoid a
 * sequential scan, a bitmap scan (unordered) and a sort wherever it can: a plan that still has
 * none of them proves an index gives the rows in the page's order.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB, accounts } = t.world;
  for (const [branchId, uploadedBy] of [
    [branchA, accounts.CABANG.id],
    [branchB, accounts.CABANG2.id],
  ] as const) {
    for (const kind of ['registration', 'upgrade'] as const) {
      for (const status of ['0', '1', '2'] as const) {
        await insertReceipt(t.db, { kind, status, branchId, uploadedBy });
      }
    }
    for (const name of ['Siti Aminah', 'Sitorus', 'Budi']) {
      await insertMember(t.db, { branchId, createdBy: uploadedBy, namaLengkap: name });
    }
    await insertGeneratedId(t.db, 'aog', branchId);
  }
  await insertGeneratedId(t.db, 'mog', null);
});

afterAll(() => t?.close());

/** The plan PostgreSQL (or PGlite) chooses for a query when it may not scan a table whole. */
const planOf = (query: SQLWrapper): Promise<string> =>
  t.db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
      await tx.execute(sql.raw(`set local ${setting} = off`));
    }
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });

const expectIndexOrder = (plan: string, index: RegExp) => {
  expect(plan).toMatch(index);
  expect(plan).not.toMatch(/Seq Scan/);
  expect(plan).not.toMatch(/Sort/);
};

describe('receipt lists', () => {
  const kinds: ReceiptKind[] = ['registration', 'upgrade'];
  const statuses: (ReceiptStatus | '')[] = ['', '0', '1', '2'];
  const cases = kinds.flatMap((kind) =>
    statuses.flatMap((status) =>
      [undefined, 'A' as const].flatMap((branch) =>
        [1, 20_000].map((page) => ({ kind, status, branch, page })),
      ),
    ),
  );

  it.each(cases)('%j reads its page off an index in page order', async (c) => {
    const plan = await planOf(
      receiptPageQuery(t.db, {
        kind: c.kind,
        status: c.status,
        branchId: c.branch ? t.world.branchA : undefined,
        page: c.page,
        perPage: 10,
      }),
    );
    expectIndexOrder(plan, /payment_receipts_(status|kind|branch|branch_kind)_idx/);
  });

  it('starts an anchored page at its day in the index condition', async () => {
    for (const status of ['', '0'] as const) {
      const filter = { kind: 'registration' as const, status, page: 1, perPage: 1 };
      const start = await receiptPageStart(t.db, filter, 0);
      expect(start?.within).toBeDefined();
      const plan = await planOf(receiptPageQuery(t.db, filter, start));
      expectIndexOrder(plan, /payment_receipts_(status|kind)_idx/);
      expect(plan).toMatch(/Index Cond: \(.*created_at < /);
    }
  });

  it('reads one upload day off the index too', async () => {
    const plan = await planOf(
      receiptPageQuery(t.db, { kind: 'registration', day: '2026-11-18', page: 1, perPage: 10 }),
    );
    expectIndexOrder(plan, /payment_receipts_kind_idx/);
  });
});

describe('the AOG/MOG report', () => {
  it('counts a status off the period of the members index', async () => {
    const q = { startDate: '2026-10-19', endDate: '2026-11-18' };
    const confirmed = await planOf(reportCountQuery(t.db, { ...q, status: '1' }));
    expect(confirmed).toMatch(/register_aog_mog_created_idx/);
    expect(confirmed).not.toMatch(/Seq Scan on register_aog_mog/);
  });

  it.each(
    (['', '1', '0'] as const).flatMap((status) =>
      [false, true].flatMap((byBranch) => [1, 5_000].map((page) => ({ status, byBranch, page }))),
    ),
  )('%j reads its page off the members index in page order', async (c) => {
    const q = {
      startDate: '2026-10-19',
      endDate: '2026-11-18',
      status: c.status,
      branchId: c.byBranch ? t.world.branchA : undefined,
    };
    const plan = await planOf(reportPageIdsQuery(t.db, q, { page: c.page, perPage: 10 }));
    expectIndexOrder(plan, /register_aog_mog_(created|branch)_idx/);
  });

  it('starts each batch of the export where the one before ended', async () => {
    const q = { startDate: '2026-10-19', endDate: '2026-11-18', status: '' as const };
    const after = { createdAt: new Date('2026-11-10T05:00:00Z'), id: 40 };
    const plan = await planOf(reportBatchQuery(t.db, q, after, 1000));
    // The bound is an index condition, not a filter applied to the rows already exported.
    expect(plan).toMatch(/Index Cond: \(.*created_at <= /);
    expect(plan).toMatch(/Index Scan Backward using register_aog_mog_created_idx/);
  });
});

describe('generated ID lists', () => {
  const types = [undefined, 'aog' as const];
  const statuses = [undefined, 0 as const, 1 as const];
  const central = types.flatMap((type) =>
    statuses.flatMap((status) =>
      [false, true].map((byBranch) => ({ view: 'central' as const, type, status, byBranch })),
    ),
  );
  const branch = types.flatMap((type) =>
    statuses.map((status) => ({ view: 'branch' as const, type, status, byBranch: true })),
  );

  it.each([...central, ...branch])('%j reads its page off an index in ID order', async (c) => {
    for (const order of ['asc', 'desc'] as const) {
      const filter: IdListFilter = {
        view: c.view,
        type: c.type,
        status: c.status,
        branchId: c.byBranch ? t.world.branchA : undefined,
        order,
        page: 5_000,
        pageSize: 50,
      };
      expectIndexOrder(await planOf(idPageQuery(t.db, filter)), /generated_ids_\w+/);
    }
  });

  it('starts an anchored page at its block in the index condition', async () => {
    for (const [order, bound] of [
      ['asc', '>='],
      ['desc', '<='],
    ] as const) {
      for (const status of [undefined, 0 as const]) {
        const filter: IdListFilter = { view: 'central', status, order, page: 1, pageSize: 1 };
        const start = await idPageStart(t.db, filter, 0);
        expect(start?.within).toBeDefined();
        const plan = await planOf(idPageQuery(t.db, filter, start));
        expectIndexOrder(plan, /generated_ids_\w+/);
        expect(plan).toMatch(new RegExp(`Index Cond: \\(.*generate_id(\\)::text)? ${bound} `));
      }
    }
  });

  it("offers a branch's untaken IDs for the dropdown from the partial index", async () => {
    // The dropdown's query (registration-form/repository.ts listAvailableIds), as it is sent.
    const plan = await planOf(
      sql`select generate_id, type from generated_ids
          where branch_id = ${t.world.branchA} and type = 'aog' and taken_at is null
          order by generate_id limit 50`,
    );
    expectIndexOrder(plan, /generated_ids_untaken_idx/);
  });
});

describe('member search', () => {
  it.each([
    { name: 'sit', noId: '', index: /register_aog_mog_name_idx/ },
    { name: '', noId: 'mog', index: /register_aog_mog_no_id_prefix_idx/ },
    { name: '', noId: '', index: /register_aog_mog_pkey/ },
  ])('$name$noId pages off $index', async ({ name, noId, index }) => {
    for (const page of [1, 5_000]) {
      const plan = await planOf(memberPageQuery(t.db, { name, noId, page, perPage: 10 }));
      expectIndexOrder(plan, index);
      // The prefix is the scan's range: no entry is tested again against a pattern.
      expect(plan).not.toMatch(/Filter:/);
    }
  });

  it('counts the matches of a name prefix from the index alone', async () => {
    const plan = await planOf(
      sql`select count(*) from ${registerAogMog}
          where ${startsWith(sql`lower(${registerAogMog.namaLengkap})`, 'sit')}`,
    );
    expect(plan).toMatch(/Index Only Scan using register_aog_mog_name_idx/);
    expect(plan).not.toMatch(/Filter:/);
  });
});

describe('dashboard counts', () => {
  const year = { from: '2026-01-01', to: '2026-12-31' };

  it('counts the central receipts of a year from the daily totals', async () => {
    const plan = await planOf(dashboardReceiptsQuery(t.db, year, null));
    expect(plan).toMatch(/receipt_stats_daily/);
    expect(plan).not.toMatch(/payment_receipts/);
  });

  it("counts a branch's receipts of a year from its index alone", async () => {
    const plan = await planOf(dashboardReceiptsQuery(t.db, year, t.world.branchA));
    expect(plan).toMatch(/payment_receipts_branch_changed_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it.each(['registration', 'upgrade'] as const)(
    "counts a branch's %ss waiting for proof from the partial index",
    async (kind) => {
      const plan = await planOf(notUploadedQuery(t.db, kind, year, t.world.branchA));
      expect(plan).toMatch(/_(no_receipt_(created_)?|needing_proof_)idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it.each([
    ['a year', year, /pending_proof_monthly/],
    ['some days', { from: '2026-03-05', to: '2026-04-20' }, /pending_proof_daily/],
  ] as const)(
    'reads all branches waiting for proof over %s from kept totals',
    async (_, days, table) => {
      for (const kind of ['registration', 'upgrade'] as const) {
        const plan = await planOf(notUploadedQuery(t.db, kind, days, null));
        expect(plan).toMatch(table);
        expect(plan).not.toMatch(/register_aog_mog|history_upgrade/);
      }
    },
  );
});

describe('totals kept in the transaction of each change', () => {
  /** Each kept total and the count it stands for. */
  const KEPT: Record<string, [kept: SQL, counted: SQL]> = {
    receipt_counts: [
      sql`select kind, status, branch_id, n::bigint from receipt_counts where n <> 0`,
      sql`select kind, status, branch_id, count(*) from payment_receipts group by 1, 2, 3`,
    ],
    receipt_stats_daily: [
      sql`select day, kind, status, n::bigint from receipt_stats_daily where n <> 0`,
      sql`select (status_changed_at at time zone 'Asia/Jakarta')::date, kind, status, count(*)
            from payment_receipts group by 1, 2, 3`,
    ],
    generated_id_counts: [
      sql`select type, branch_id, taken, n::bigint from generated_id_counts where n <> 0`,
      sql`select type, coalesce(branch_id, 0), taken_at is not null, count(*)
            from generated_ids group by 1, 2, 3`,
    ],
    receipt_upload_days: [
      sql`select kind, status, day, n::bigint from receipt_upload_days where n <> 0`,
      sql`select kind, status, (created_at at time zone 'Asia/Jakarta')::date, count(*)
            from payment_receipts group by 1, 2, 3`,
    ],
    generated_id_blocks: [
      sql`select type, block, assigned, n::bigint from generated_id_blocks where n <> 0`,
      sql`select type, left(generate_id, 6), branch_id is not null, count(*)
            from generated_ids group by 1, 2, 3`,
    ],
    pending_proof_daily: [
      sql`select kind, day, branch_id, n::bigint from pending_proof_daily where n <> 0`,
      sql`select 'registration', (created_at at time zone 'Asia/Jakarta')::date, branch_id, count(*)
            from register_aog_mog where receipt_id is null group by 2, 3
          union all
          select 'upgrade', (created_at at time zone 'Asia/Jakarta')::date, branch_id, count(*)
            from history_upgrade where receipt_id is null group by 2, 3`,
    ],
    pending_proof_monthly: [
      sql`select kind, month, branch_id, n::bigint from pending_proof_monthly where n <> 0`,
      sql`select kind, date_trunc('month', day::timestamp)::date, branch_id, sum(n)::bigint
            from pending_proof_daily group by 1, 2, 3 having sum(n) <> 0`,
    ],
    member_name_prefixes: [
      sql`select prefix, n::bigint from member_name_prefixes where n <> 0`,
      sql`select left(lower(nama_lengkap), 4), count(*) from register_aog_mog group by 1`,
    ],
  };

  /** Rows of one query missing from the other, both ways: none when the totals are exact. */
  const expectExact = async () => {
    for (const [table, [kept, counted]] of Object.entries(KEPT)) {
      const difference = rowsOf(
        await t.db.execute(sql`(${kept} except ${counted}) union all (${counted} except ${kept})`),
      );
      expect(difference, table).toEqual([]);
    }
  };

  const total = async (url: string, field: 'total' | 'total_item' = 'total') => {
    const res = await t.call({ method: 'GET', url, as: 'SBS' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json()[field] as number;
  };

  it('stay exact through generate, assign, upload, confirm and reject', async () => {
    await expectExact();
    const ids = '/api/user/register_aog_mog/generate-id/request';
    const before = await total(`${ids}?status=0&page=1`, 'total_item');
    const generated = await t.call({
      method: 'POST',
      url: ids,
      payload: { total: 3, type: 'mog' },
      as: 'SBS',
    });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(await total(`${ids}?status=0&page=1`, 'total_item')).toBe(before + 3);
    await expectExact();

    const [first] = (generated.json().data as { generate_id: string }[]).map((r) => r.generate_id);
    const assigned = await t.call({
      method: 'PATCH',
      url: ids,
      payload: { generated: [first], id_branch: t.world.branchA },
      as: 'SBS',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await total(`${ids}?status=0&page=1`, 'total_item')).toBe(before + 2);
    await expectExact();

    const list = '/api/user/payment_receipt/search?page=1';
    const waiting = await total(`${list}&status=0`);
    const all = await total(list);
    const receipts = [];
    for (let i = 0; i < 2; i += 1) {
      const member = await insertMember(t.db, {
        branchId: t.world.branchA,
        createdBy: t.world.accounts.CABANG.id,
      });
      const res = await upload(t, await t.tokenFor('CABANG'), {
        id_form: [member.id],
        amount: 420_000,
      });
      expect(res.statusCode, res.body).toBe(201);
      receipts.push(res.json().data.id as number);
    }
    expect(await total(`${list}&status=0`)).toBe(waiting + 2);
    expect(await total(list)).toBe(all + 2);
    await expectExact();

    for (const [id, status] of [
      [receipts[0], '1'],
      [receipts[1], '2'],
    ] as const) {
      const res = await t.call({
        method: 'PATCH',
        url: `/api/user/payment_receipt/${id}`,
        payload: { status },
        as: 'SBS',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await total(`${list}&status=0`)).toBe(waiting);
    expect(await total(list)).toBe(all + 2);
    await expectExact();

    // No screen renames or deletes a member; the kept name starts follow if SQL does.
    await t.db.execute(
      sql`update register_aog_mog set nama_lengkap = 'Zainal Abidin' where id = (select min(id) from register_aog_mog)`,
    );
    await expectExact();
  });
});
