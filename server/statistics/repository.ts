import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AogMog, TopBranch } from '../../domain/api/statistics';
import type { Paged } from '../../domain/api/common';
import type { TargetKind } from '../../domain/targets';
import type { Executor } from '../db/client';
import { branches, memberStatsCurrent, memberStatsDaily, targets } from '../db/schema';

/** Jakarta days, both inclusive (YYYY-MM-DD). */
export interface Range {
  from: string;
  to: string;
}

export type Bucket = 'day' | 'month';

export interface Tally {
  period: number;
  type: string;
  n: number;
  fee: number;
}

const S = memberStatsDaily;

const inRange = (kind: TargetKind, range: Range, branchId: number | null) =>
  and(
    eq(S.kind, kind),
    gte(S.day, range.from),
    lte(S.day, range.to),
    branchId === null ? undefined : eq(S.branchId, branchId),
  );

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
  const period: SQL<number> = bucket
    ? sql<number>`extract(${sql.raw(bucket)} from ${S.day})::int`
    : sql<number>`0`;
  const rows = await db
    .select({
      period,
      type: S.type,
      n: sql<string>`coalesce(sum(${S.n}), 0)`,
      fee: sql<string>`coalesce(sum(${S.fee}), 0)`,
    })
    .from(S)
    .where(inRange(kind, range, branchId))
    .groupBy(sql`1`, S.type);
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

/** Members by their type now, and active branches. */
export const countTotals = async (db: Executor) => {
  const members = await db
    .select({ type: memberStatsCurrent.type, n: sql<string>`sum(${memberStatsCurrent.n})` })
    .from(memberStatsCurrent)
    .groupBy(memberStatsCurrent.type);
  const [active] = await db.select({ n: count() }).from(branches).where(eq(branches.active, true));
  const of = (type: string) => Number(members.find((m) => m.type === type)?.n ?? 0);
  return { total_branch: active?.n ?? 0, total_aog: of('AOG'), total_mog: of('MOG') };
};

/** Sum of the targets of months `from`..`to` of a year. */
export const sumTargets = async (
  db: Executor,
  kind: TargetKind,
  year: number,
  from: number,
  to: number,
): Promise<AogMog> => {
  const [row] = await db
    .select({
      aog: sql<string>`coalesce(sum(${targets.aog}), 0)`,
      mog: sql<string>`coalesce(sum(${targets.mog}), 0)`,
    })
    .from(targets)
    .where(
      and(
        eq(targets.kind, kind),
        eq(targets.year, year),
        gte(targets.month, from),
        sql`${targets.month} <= ${to}`,
      ),
    );
  return { aog: Number(row?.aog ?? 0), mog: Number(row?.mog ?? 0) };
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
): Promise<Paged<TopBranch>> => {
  const perBranch = db
    .select({
      branchId: S.branchId,
      aog: sql<number>`sum(${S.n}) filter (where ${S.type} = 'AOG')`.mapWith(Number).as('aog'),
      mog: sql<number>`sum(${S.n}) filter (where ${S.type} = 'MOG')`.mapWith(Number).as('mog'),
      total: sql<number>`sum(${S.n})`.mapWith(Number).as('total'),
    })
    .from(S)
    .where(inRange('registration', range, branchId))
    .groupBy(S.branchId)
    .having(sql`sum(${S.n}) > 0`)
    .as('per_branch');
  const [all] = await db.select({ n: count() }).from(perBranch);
  const rows = await db
    .select({
      id_branch: perBranch.branchId,
      nama_cabang: branches.name,
      aog: sql<number>`coalesce(${perBranch.aog}, 0)`.mapWith(Number),
      mog: sql<number>`coalesce(${perBranch.mog}, 0)`.mapWith(Number),
      total: perBranch.total,
    })
    .from(perBranch)
    .innerJoin(branches, eq(branches.id, perBranch.branchId))
    .orderBy(desc(perBranch.total), asc(branches.name), asc(branches.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = all?.n ?? 0;
  const from = (page - 1) * perPage + 1;
  return {
    data: rows.map((row, i) => ({ no: from + i, ...row })),
    current_page: page,
    per_page: perPage,
    total,
    from: rows.length ? from : null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
};
