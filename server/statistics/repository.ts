import { and, count, desc, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AogMog, TopBranch } from '../../domain/api/statistics';
import type { Paged } from '../../domain/api/common';
import type { TargetKind } from '../../domain/targets';
import type { Executor } from '../db/client';
import { branches, historyUpgrade, registerAogMog, targets } from '../db/schema';

export interface Range {
  start: Date;
  end: Date;
}

/**
 * A member's type when it registered. Only a MOG can be upgraded (SPEC.md: `jenis_daftar_lama`
 * is always mog) and a confirmed upgrade switches `jenis_pendaftaran`, so a member with a
 * confirmed upgrade registered as MOG. The IN list is not correlated: PostgreSQL builds it once
 * as a hash and probes it per row, where a correlated lookup took seconds at a million members.
 */
const typeAtRegistration = sql<string>`case when ${registerAogMog.id} in (select register_id from ${historyUpgrade} where tanggal_upgrade is not null) then 'MOG' else ${registerAogMog.jenisPendaftaran} end`;

/** Registrations by the day they were made and their type then; upgrades by their new type. */
const SOURCES = {
  registration: {
    table: registerAogMog,
    created: registerAogMog.createdAt,
    branch: registerAogMog.branchId,
    type: typeAtRegistration,
    fee: registerAogMog.biayaTotal,
  },
  upgrade: {
    table: historyUpgrade,
    created: historyUpgrade.createdAt,
    branch: historyUpgrade.branchId,
    type: sql<string>`upper(${historyUpgrade.jenisDaftarBaru})`,
    fee: historyUpgrade.biayaUpgrade,
  },
} as const;

export type Bucket = 'day' | 'month';

export interface Tally {
  period: number;
  type: string;
  n: number;
  fee: number;
}

/** Rows and fees of a kind in a range, per Jakarta day or month (period 0 without a bucket). */
export const tally = async (
  db: Executor,
  kind: TargetKind,
  range: Range,
  branchId: number | null,
  bucket: Bucket | null,
): Promise<Tally[]> => {
  const source = SOURCES[kind];
  const period: SQL<number> = bucket
    ? sql<number>`extract(${sql.raw(bucket)} from ${source.created} at time zone 'Asia/Jakarta')::int`
    : sql<number>`0`;
  const rows = await db
    .select({
      period,
      type: source.type,
      n: count(),
      fee: sql<string>`coalesce(sum(${source.fee}), 0)`,
    })
    .from(source.table)
    .where(
      and(
        gte(source.created, range.start),
        lt(source.created, range.end),
        branchId === null ? undefined : eq(source.branch, branchId),
      ),
    )
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({
    period: Number(row.period),
    type: row.type,
    n: row.n,
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
    .select({ type: registerAogMog.jenisPendaftaran, n: count() })
    .from(registerAogMog)
    .groupBy(registerAogMog.jenisPendaftaran);
  const [active] = await db.select({ n: count() }).from(branches).where(eq(branches.active, true));
  return {
    total_branch: active?.n ?? 0,
    total_aog: members.find((m) => m.type === 'AOG')?.n ?? 0,
    total_mog: members.find((m) => m.type === 'MOG')?.n ?? 0,
  };
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

/** Members by their private-class answer and type now. */
export const countPrivateClass = async (db: Executor) =>
  db
    .select({
      type: registerAogMog.jenisPendaftaran,
      answer: registerAogMog.apakahSudahMengikutiPrivateClass,
      n: count(),
    })
    .from(registerAogMog)
    .groupBy(registerAogMog.jenisPendaftaran, registerAogMog.apakahSudahMengikutiPrivateClass);

/** Branches by their new members in the range (type at registration), most first, then name. */
export const topBranches = async (
  db: Executor,
  range: Range,
  branchId: number | null,
  page: number,
  perPage: number,
): Promise<Paged<TopBranch>> => {
  const where = and(
    gte(registerAogMog.createdAt, range.start),
    lt(registerAogMog.createdAt, range.end),
    branchId === null ? undefined : eq(registerAogMog.branchId, branchId),
  );
  const perBranch = db
    .select({
      branchId: registerAogMog.branchId,
      aog: sql<number>`count(*) filter (where ${typeAtRegistration} = 'AOG')`
        .mapWith(Number)
        .as('aog'),
      mog: sql<number>`count(*) filter (where ${typeAtRegistration} = 'MOG')`
        .mapWith(Number)
        .as('mog'),
      total: sql<number>`count(*)`.mapWith(Number).as('total'),
    })
    .from(registerAogMog)
    .where(where)
    .groupBy(registerAogMog.branchId)
    .as('per_branch');
  const [all] = await db.select({ n: count() }).from(perBranch);
  const rows = await db
    .select({
      id_branch: perBranch.branchId,
      nama_cabang: branches.name,
      aog: perBranch.aog,
      mog: perBranch.mog,
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
