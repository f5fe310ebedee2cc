import { and, asc, eq, sql } from 'drizzle-orm';
import type { TargetYear } from '../../domain/api/targets';
import {
  emptyTargets,
  MONTHS,
  targetKey,
  type TargetKind,
  type TargetValues,
} from '../../domain/targets';
import type { Executor } from '../db/client';
import { admins, targets } from '../db/schema';

/** A year's targets of one kind; months never set read as 0. */
export const readTargetYear = async (
  db: Executor,
  kind: TargetKind,
  year: number,
): Promise<TargetYear> => {
  const rows = await db
    .select({
      month: targets.month,
      aog: targets.aog,
      mog: targets.mog,
      updatedAt: targets.updatedAt,
      updatedBy: admins.name,
    })
    .from(targets)
    .leftJoin(admins, eq(admins.id, targets.updatedBy))
    .where(and(eq(targets.kind, kind), eq(targets.year, year)))
    .orderBy(asc(targets.month));
  const values = emptyTargets();
  let latest: (typeof rows)[number] | undefined;
  for (const row of rows) {
    values[targetKey('AOG', row.month)] = row.aog;
    values[targetKey('MOG', row.month)] = row.mog;
    if (!latest || row.updatedAt > latest.updatedAt) latest = row;
  }
  return {
    name: String(year),
    type: kind,
    ...values,
    updated_at: latest ? latest.updatedAt.toISOString() : null,
    updated_by: latest?.updatedBy ?? null,
  };
};

/**
 * Writes all twelve months of a year at once. The rows are upserted in month order, so two
 * saves of the same year queue on the first row and the later one wins whole.
 */
export const writeTargetYear = async (
  db: Executor,
  kind: TargetKind,
  year: number,
  values: TargetValues,
  adminId: number,
  at: Date,
): Promise<void> => {
  await db
    .insert(targets)
    .values(
      MONTHS.map((month) => ({
        kind,
        year,
        month,
        aog: values[targetKey('AOG', month)],
        mog: values[targetKey('MOG', month)],
        updatedBy: adminId,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [targets.kind, targets.year, targets.month],
      set: {
        aog: sql`excluded.aog`,
        mog: sql`excluded.mog`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
};
