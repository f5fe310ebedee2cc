import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import { dashboardReceiptsQuery, notUploadedQuery } from '../../server/dashboard/repository';
import { historyUpgrade, registerAogMog } from '../../server/db/schema';
import { idPageQuery, type IdListFilter } from '../../server/ids/repository';
import { memberPageQuery } from '../../server/inquiry-data/repository';
import { receiptPageQuery } from '../../server/receipts/repository';
import { createTestApp, type TestApp } from './support/app';
import { rowsOf } from '../../server/db/seed/batch';
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

  it('reads one upload day off the index too', async () => {
    const plan = await planOf(
      receiptPageQuery(t.db, { kind: 'registration', day: '2026-11-18', page: 1, perPage: 10 }),
    );
    expectIndexOrder(plan, /payment_receipts_kind_idx/);
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
    }
  });

  it('counts the matches of a name prefix from the index alone', async () => {
    const plan = await planOf(
      sql`select count(*) from ${registerAogMog}
          where lower(${registerAogMog.namaLengkap}) like 'sit%'`,
    );
    expect(plan).toMatch(/Index Only Scan using register_aog_mog_name_idx/);
  });
});

describe('dashboard counts', () => {
  const year = { from: '2026-01-01', to: '2026-12-31' };
  const range = { start: new Date('2025-12-31T17:00:00Z'), end: new Date('2026-12-31T17:00:00Z') };

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

  it.each([
    ['registrations', null],
    ['registrations', 'A'],
    ['upgrades', null],
    ['upgrades', 'A'],
  ] as const)('counts %s waiting for proof (branch %s) from the partial index', async (what, b) => {
    const table = what === 'registrations' ? registerAogMog : historyUpgrade;
    const plan = await planOf(notUploadedQuery(t.db, table, range, b ? t.world.branchA : null));
    expect(plan).toMatch(/_no_receipt_(created_)?idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
