import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TopBranchRow } from '../../domain/api/statistics';
import type { Paged } from '../../domain/api/common';
import type { TargetKind } from '../../domain/targets';
import { isWholeMonths } from '../../domain/dates';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  branches,
  memberStatsCurrent,
  memberStatsDaily,
  memberStatsMonthly,
  registerAogMog,
  targets,
} from '../db/schema';
import { paged } from '../http/paged';

/** Jakarta days, both inclusive (YYYY-MM-DD). */
export interface Range {
  from: string;
  to: string;
}

export type Bucket = 'day' | 'month';

export interface AogMog {
  aog: number;
  mog: number;
}

export interface Tally {
  period: number;
  type: string;
  n: number;
  fee: number;
}

const S = memberStatsDaily;
const M = memberStatsMonthly;

/** One of the two rollups, with `at` its day or its month's first day. */
interface Rollup {
  table: typeof S | typeof M;
  at: typeof S.day | typeof M.month;
  kind: typeof S.kind | typeof M.kind;
  branchId: typeof S.branchId | typeof M.branchId;
  type: typeof S.type | typeof M.type;
  n: typeof S.n | typeof M.n;
  fee: typeof S.fee | typeof M.fee;
}

const columnsOf = (t: typeof S | typeof M) => ({
  kind: t.kind,
  branchId: t.branchId,
  type: t.type,
  n: t.n,
  fee: t.fee,
});

const DAILY: Rollup = { ...columnsOf(S), table: S, at: S.day };
const MONTHLY: Rollup = { ...columnsOf(M), table: M, at: M.month };

/** The monthly rollup when the range is whole months and no day is asked for: a row per month. */
const rollupFor = (range: Range, bucket: Bucket | null): Rollup =>
  bucket !== 'day' && isWholeMonths(range) ? MONTHLY : DAILY;

const ofBranch = (r: Rollup, branchId: number | null) =>
  branchId === null ? undefined : eq(r.branchId, branchId);

const inRange = (r: Rollup, kind: TargetKind, range: Range, branchId: number | null) =>
  and(eq(r.kind, kind), gte(r.at, range.from), lte(r.at, range.to), ofBranch(r, branchId));

/**
 * Registrations (typed as they registered) or upgrades (by their new type) and their rupiah in
 * a range of days, per day or month of the year (period 0 without a bucket), from the rollup.
 */
export const tally = async (
  db: Executor,
  kind: TargetKind,
  range: Range,
  branchId: number | null,
  bucket: Bucket | null,
): Promise<Tally[]> => {
  const r = rollupFor(range, bucket);
  const period: SQL<number> = bucket
    ? sql<number>`extract(${sql.raw(bucket)} from ${r.at})::int`
    : sql<number>`0`;
  const rows = await db
    .select({
      period,
      type: r.type,
      n: sql<string>`coalesce(sum(${r.n}), 0)`,
      fee: sql<string>`coalesce(sum(${r.fee}), 0)`,
    })
    .from(r.table)
    .where(inRange(r, kind, range, branchId))
    .groupBy(sql`1`, r.type);
  return rows.map((row) => ({
    period: Number(row.period),
    type: row.type,
    n: Number(row.n),
    fee: Number(row.fee),
  }));
};

/** AOG and MOG of a tally, optionally of one period. */
export const aogMogOf = (rows: Tally[], period?: number): AogMog => {
  const pick = (type: string) =>
    rows
      .filter((r) => r.type === type && (period === undefined || r.period === period))
      .reduce((sum, r) => sum + r.n, 0);
  return { aog: pick('AOG'), mog: pick('MOG') };
};

export const feeOf = (rows: Tally[], type: string): number =>
  rows.filter((r) => r.type === type).reduce((sum, r) => sum + r.fee, 0);

/** The sum of `column` over the rows `filter` keeps (all without one); 0 when none. */
const sumOf = (column: AnyPgColumn, filter?: SQL) =>
  filter
    ? sql<string>`coalesce(sum(${column}) filter (where ${filter}), 0)`
    : sql<string>`coalesce(sum(${column}), 0)`;

/**
 * Members by their type now, and active branches, in one round trip: of every branch from the
 * kept totals, of one branch by counting its members (off `register_aog_mog_branch_idx`).
 */
export const countTotals = async (db: Executor, branchId: number | null) => {
  const activeBranches = sql<number>`(select count(*)::int from ${branches} where ${branches.active})`;
  const [row] =
    branchId === null
      ? await db
          .select({
            total_branch: activeBranches,
            total_aog: sumOf(memberStatsCurrent.n, sql`${memberStatsCurrent.type} = 'AOG'`),
            total_mog: sumOf(memberStatsCurrent.n, sql`${memberStatsCurrent.type} = 'MOG'`),
          })
          .from(memberStatsCurrent)
      : await db
          .select({
            total_branch: activeBranches,
            total_aog: sql<string>`count(*) filter (where ${registerAogMog.jenisPendaftaran} = 'AOG')`,
            total_mog: sql<string>`count(*) filter (where ${registerAogMog.jenisPendaftaran} = 'MOG')`,
          })
          .from(registerAogMog)
          .where(eq(registerAogMog.branchId, branchId));
  return {
    total_branch: Number(row?.total_branch ?? 0),
    total_aog: Number(row?.total_aog ?? 0),
    total_mog: Number(row?.total_mog ?? 0),
  };
};

export interface ProgressFigures {
  /** Members (or upgrades) of the year so far and of the month so far, by type. */
  actual: { ytd: AogMog; mtd: AogMog };
  /** The targets of January to this month, and of this month. */
  target: { ytd: AogMog; mtd: AogMog };
}

/**
 * The year so far and the month so far against their targets, for both kinds, in two reads
 * (one of the rollups, one of the targets) rather than one per kind, period and figure: the
 * dashboard asks for it on every open. The months before this one come from the monthly rollup,
 * this month's days to today from the daily one. A branch narrows the members counted; the
 * targets are the organisation's.
 */
export const progressFigures = async (
  db: Executor,
  {
    year,
    month,
    day,
    branchId,
  }: { year: number; month: number; day: string; branchId: number | null },
): Promise<Record<TargetKind, ProgressFigures>> => {
  const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;
  const partOf = (r: Rollup, thisMonth: boolean, where: SQL | undefined) =>
    db
      .select({
        kind: r.kind,
        type: r.type,
        n: r.n,
        thisMonth: sql<boolean>`${sql.raw(String(thisMonth))}`.as('this_month'),
      })
      .from(r.table)
      .where(and(where, ofBranch(r, branchId)));
  const parts = partOf(MONTHLY, false, and(gte(M.month, `${year}-01-01`), lt(M.month, monthStart)))
    .unionAll(partOf(DAILY, true, and(gte(S.day, monthStart), lte(S.day, day))))
    .as('parts');
  const isAog = sql`${parts.type} = 'AOG'`;
  const isMog = sql`${parts.type} = 'MOG'`;
  const targetMonth = sql`${targets.month} = ${month}`;
  const [actuals, goals] = await Promise.all([
    db
      .select({
        kind: parts.kind,
        ytdAog: sumOf(parts.n, isAog),
        ytdMog: sumOf(parts.n, isMog),
        mtdAog: sumOf(parts.n, sql`${isAog} and ${parts.thisMonth}`),
        mtdMog: sumOf(parts.n, sql`${isMog} and ${parts.thisMonth}`),
      })
      .from(parts)
      .groupBy(parts.kind),
    db
      .select({
        kind: targets.kind,
        ytdAog: sumOf(targets.aog),
        ytdMog: sumOf(targets.mog),
        mtdAog: sumOf(targets.aog, targetMonth),
        mtdMog: sumOf(targets.mog, targetMonth),
      })
      .from(targets)
      .where(and(eq(targets.year, year), lte(targets.month, month)))
      .groupBy(targets.kind),
  ]);
  type Sums = (typeof actuals)[number];
  const figures = (row: Sums | undefined) => ({
    ytd: { aog: Number(row?.ytdAog ?? 0), mog: Number(row?.ytdMog ?? 0) },
    mtd: { aog: Number(row?.mtdAog ?? 0), mog: Number(row?.mtdMog ?? 0) },
  });
  const of = (kind: TargetKind): ProgressFigures => ({
    actual: figures(actuals.find((r) => r.kind === kind)),
    target: figures(goals.find((r) => r.kind === kind)),
  });
  return { registration: of('registration'), upgrade: of('upgrade') };
};

/**
 * Fresh planner statistics of the rollups after a bulk write (the seeds), so the first
 * dashboard reads are planned for what they hold rather than for empty tables.
 */
export const analyzeRollups = async (db: Executor) => {
  await db.execute(sql`analyze ${S}, ${M}, ${memberStatsCurrent}`);
};

/** Members by their type now and private-class answer ('' for none). */
export const countPrivateClass = async (db: Executor) =>
  db
    .select({
      type: memberStatsCurrent.type,
      answer: memberStatsCurrent.privateClass,
      n: memberStatsCurrent.n,
    })
    .from(memberStatsCurrent);

/** Branches by their new members in the range (type at registration), most first, then name. */
export const topBranches = async (
  db: Executor,
  range: Range,
  branchId: number | null,
  page: number,
  perPage: number,
): Promise<Paged<TopBranchRow>> => {
  const r = rollupFor(range, null);
  const perBranch = db
    .select({
      branchId: r.branchId,
      aog: sql<number>`sum(${r.n}) filter (where ${r.type} = 'AOG')`.mapWith(Number).as('aog'),
      mog: sql<number>`sum(${r.n}) filter (where ${r.type} = 'MOG')`.mapWith(Number).as('mog'),
      jumlah: sql<number>`sum(${r.n})`.mapWith(Number).as('jumlah'),
    })
    .from(r.table)
    .where(inRange(r, 'registration', range, branchId))
    .groupBy(r.branchId)
    .having(sql`sum(${r.n}) > 0`)
    .as('per_branch');
  const [all] = await db.select({ n: count() }).from(perBranch);
  const rows = await db
    .select({
      id_branch: perBranch.branchId,
      nama_branch: branches.name,
      AOG: sql<number>`coalesce(${perBranch.aog}, 0)`.mapWith(Number),
      MOG: sql<number>`coalesce(${perBranch.mog}, 0)`.mapWith(Number),
      jumlah: perBranch.jumlah,
    })
    .from(perBranch)
    .innerJoin(branches, eq(branches.id, perBranch.branchId))
    .orderBy(desc(perBranch.jumlah), asc(branches.name), asc(branches.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = all?.n ?? 0;
  return paged(rows, page, perPage, total);
};
