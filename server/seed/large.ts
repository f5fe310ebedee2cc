import { count, eq, sql } from 'drizzle-orm';
import type { Group } from '../../domain/groups';
import { DEFAULT_FEES } from '../../domain/fees';
import { ID_NUMBER_WIDTH } from '../../domain/ids';
import { hashPassword } from '../auth/passwords';
import { storeImage } from '../files/service';
import type { FileStore } from '../files/store';
import type { Db, Executor } from '../db/client';
import { admins, branches, groupUsers, registerAogMog } from '../db/schema';
import { rowsOf } from '../db/batch';
import { sealedMember, sealPersonalData } from '../personal-data/convert';
import type { StoredMember } from '../personal-data/repository';
import { DEMO_PASSWORD } from './demoData';
import { atHour, dayOf, dayStart, isWorkday, OPEN_HOUR, previousWorkday } from './jakartaTime';
import { withKeptTotalsAfter } from './largeKeptTotals';
import {
  GROUP_SIZE,
  largeMembersSql,
  largePersonalSql,
  largeReceiptsSql,
  type LargeRun,
} from './largeSql';
import { renderProofSlip } from './proofImage';

export interface LargeSeedOptions {
  members: number;
  now: Date;
  /** Called after each chunk with the number of members written so far. */
  onProgress?: (done: number) => void;
  /**
   * Where each branch's proof image goes. Without it the receipts reuse a proof already stored
   * (from the demo seed, say); with neither, the seed stops before writing anything.
   */
  store?: FileStore;
}

/** 50,000 members per transaction, memory bounded at any size; whole receipt groups only. */
const CHUNK = 12_500 * GROUP_SIZE;
/** Registrations spread over the last three years, so yearly charts have history to compare. */
const SPAN_DAYS = 3 * 365;
const BENCHMARK_BRANCH = 'Cabang Benchmark';

/** The tables of totals and anchors that triggers keep, rewritten after the bulk load. */
export const KEPT_TOTALS = [
  'generated_id_blocks',
  'generated_id_counts',
  'member_name_prefixes',
  'member_stats_current',
  'member_stats_daily',
  'member_stats_monthly',
  'pending_proof_daily',
  'pending_proof_monthly',
  'receipt_counts',
  'receipt_stats_daily',
  'receipt_upload_days',
] as const;

interface BranchRow {
  branch_id: number;
  admin_id: number;
  name: string;
  no_wa: string | null;
}

/** Every branch that has a CABANG account, with its first such account. */
const branchesWithStaff = async (db: Executor): Promise<BranchRow[]> =>
  rowsOf<BranchRow>(
    await db.execute(sql`
      select distinct on (a.branch_id) a.branch_id, a.id as admin_id, b.name, b.no_wa
        from ${admins} a
        join ${groupUsers} g on g.id = a.group_id
        join ${branches} b on b.id = a.branch_id
       where g.name = 'CABANG'
       order by a.branch_id, a.id`),
  );

const groupId = async (db: Executor, name: Group): Promise<number> => {
  const [group] = await db.select().from(groupUsers).where(eq(groupUsers.name, name));
  if (!group) throw new Error(`User group ${name} is missing: apply the reference seed first`);
  return group.id;
};

/** An account for an empty database, with the demo password so benchmarks can sign in. */
const createAccount = async (
  db: Executor,
  account: { name: string; email: string; group: Group; branchId: number | null; now: Date },
) => {
  await db
    .insert(admins)
    .values({
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      groupId: await groupId(db, account.group),
      branchId: account.branchId,
      createdAt: account.now,
    })
    .onConflictDoNothing();
};

const createBenchmarkBranch = async (db: Executor, now: Date): Promise<void> => {
  await db
    .insert(branches)
    .values({ name: BENCHMARK_BRANCH, city: 'Jakarta', noWa: '+6281100009999', createdAt: now })
    .onConflictDoNothing();
  const [branch] = await db.select().from(branches).where(eq(branches.name, BENCHMARK_BRANCH));
  if (!branch) throw new Error(`${BENCHMARK_BRANCH} was not created`);
  await createAccount(db, {
    name: 'Petugas Cabang Benchmark',
    email: 'benchmark@demo.local',
    group: 'CABANG',
    branchId: branch.id,
    now,
  });
};

/** One proof image per branch, shared by its synthetic receipts. */
const proofFiles = async (
  db: Executor,
  rows: readonly BranchRow[],
  options: LargeSeedOptions,
): Promise<string[]> => {
  const { store, now } = options;
  if (store) {
    const files: string[] = [];
    for (const row of rows) {
      const bytes = renderProofSlip({
        bank: 'BCA',
        sender: row.name,
        amount: DEFAULT_FEES.registrationMog * 4,
        at: now.getTime(),
        note: 'DAFTAR 4 ANGGOTA',
        reference: String(now.getTime()).slice(-13),
      });
      const file = await storeImage(db, store, {
        kind: 'proof',
        mime: 'image/png',
        bytes,
        branchId: row.branch_id,
        createdBy: row.admin_id,
        now,
      });
      files.push(file.id);
    }
    return files;
  }
  const [existing] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from files where kind = 'proof' order by created_at desc limit 1`,
    ),
  );
  if (!existing)
    throw new Error('seedLarge needs a file store: the database holds no proof image to reuse');
  return rows.map(() => existing.id);
};

/** The SBS (or ESS) account that decides the synthetic receipts; one is made when none exists. */
const decider = async (db: Executor, now: Date): Promise<number> => {
  const find = async () =>
    rowsOf<{ id: number }>(
      await db.execute(sql`
        select a.id from ${admins} a join ${groupUsers} g on g.id = a.group_id
         where g.name in ('SBS', 'ESS') order by g.name = 'SBS' desc, a.id limit 1`),
    )[0]?.id;
  const existing = await find();
  if (existing !== undefined) return existing;
  await createAccount(db, {
    name: 'Petugas SBS Benchmark',
    email: 'benchmark.sbs@demo.local',
    group: 'SBS',
    branchId: null,
    now,
  });
  const created = await find();
  if (created === undefined) throw new Error('The benchmark SBS account was not created');
  return created;
};

/**
 * The working days the members are spread over, from a Monday three years back to the last
 * working day that has begun by `now`, and the moments after which work is still open.
 */
const period = (now: Date) => {
  const nowMs = now.getTime();
  const today = dayOf(nowMs);
  const lastDay =
    isWorkday(today) && nowMs >= atHour(today, OPEN_HOUR) ? today : previousWorkday(today);
  let monday = today - SPAN_DAYS;
  while ((monday + 4) % 7 !== 1) monday += 1;
  let workdays = 0;
  for (let day = monday; day <= lastDay; day += 1) if (isWorkday(day)) workdays += 1;
  return {
    start: new Date(dayStart(monday)),
    workdays,
    proofDueSince: new Date(atHour(lastDay, 13)),
    decisionDueSince: new Date(atHour(previousWorkday(lastDay), OPEN_HOUR)),
  };
};

/** Refuses a run that could need ID numbers wider than the IDs' fixed number of digits. */
const checkIdCapacity = async (db: Executor, members: number): Promise<void> => {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`select greatest((select last_value from generated_id_aog_seq),
                                         (select last_value from generated_id_mog_seq))::text as n`),
  );
  // At most one AOG ID per member plus one per upgrade: twice the members bounds either type.
  const room = 10 ** ID_NUMBER_WIDTH - 1 - Number(row?.n ?? 0);
  if (2 * members > room) {
    throw new Error(
      `${members} members could need more IDs than the ${room} numbers left of ${ID_NUMBER_WIDTH} digits`,
    );
  }
};

/**
 * Adds `members` synthetic members with set-based SQL, in chunks of 50,000, each chunk one
 * transaction: their generated IDs (taken, numbered by the sequences), registration receipts of
 * four members in every status, and upgrades of some MOG members with their receipts, with
 * their NIKs and account numbers sealed and the chunk's rows filed in the kept totals (see
 * largeKeptTotals). Needs the reference seed; creates 'Cabang Benchmark' and its account when no
 * branch has CABANG staff, and an SBS account to decide the receipts when there is none.
 */
export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<void> {
  const { members, now } = options;
  if (!Number.isInteger(members) || members < 1) {
    throw new Error(`members must be a positive whole number, got ${members}`);
  }
  await checkIdCapacity(db, members);
  let rows = await branchesWithStaff(db);
  if (rows.length === 0) {
    await createBenchmarkBranch(db, now);
    rows = await branchesWithStaff(db);
  }
  const fileIds = await proofFiles(db, rows, options);
  const [last] = rowsOf<{ id: number | null }>(
    await db.execute(sql`select max(id) as id from register_aog_mog`),
  );
  const run: LargeRun = {
    total: members,
    base: Number(last?.id ?? 0),
    now,
    ...period(now),
    branchIds: rows.map((row) => row.branch_id),
    adminIds: rows.map((row) => row.admin_id),
    branchNames: rows.map((row) => row.name),
    branchWa: rows.map((row) => row.no_wa ?? '+6281100000000'),
    fileIds,
    decidedBy: await decider(db, now),
  };

  for (let from = 1; from <= members; from += CHUNK) {
    const to = Math.min(members, from + CHUNK - 1);
    await db.transaction(async (tx) => {
      // The planner overestimates these CTEs by orders of magnitude, and JIT-compiling for
      // that guess costs seconds per chunk; sorts of a chunk fit in memory.
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local work_mem = '64MB'`);
      await withKeptTotalsAfter(tx, async () => {
        const [before] = rowsOf<{ id: number | null }>(
          await tx.execute(sql`select max(id) as id from payment_receipts`),
        );
        const receiptsAfter = Number(before?.id ?? 0);
        const plain = rowsOf<StoredMember>(await tx.execute(largePersonalSql(run, from, to)));
        await tx.execute(largeReceiptsSql(run, from, to));
        await tx.execute(largeMembersSql(run, from, to, receiptsAfter, plain.map(sealedMember)));
      });
    });
    options.onProgress?.(to);
  }
  // What the statements above wrote is sealed already (upgrade forms copy their member's row);
  // the application's own step confirms it, and would seal anything they had left plain.
  await sealPersonalData(db);
  // Each chunk bumps the rollup and count rows once more, and the first dashboards would read
  // their leftover versions: they are rewritten away, and the tables analysed at once, as they
  // have no planner statistics of their new size.
  await db.execute(sql`vacuum (full, analyze) ${sql.raw(KEPT_TOTALS.join(', '))}`);
  // Fresh statistics, so the first benchmark queries are planned for the new size, and a
  // current visibility map, so index-only scans are (as autovacuum keeps them on a live table).
  await db.execute(
    sql`vacuum analyze register_aog_mog, generated_ids, payment_receipts, payment_receipt_items, history_upgrade`,
  );
}

/** How many members the database has: the large seed adds to them only when asked to. */
export const countMembers = async (db: Executor): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(registerAogMog);
  return row?.n ?? 0;
};
