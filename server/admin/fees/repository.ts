import { desc, eq, lte } from 'drizzle-orm';
import type { AdminFee } from '../../../domain/api/admin';
import type { Executor } from '../../db/client';
import { feeSchedules } from '../../db/schema';
import { countWhere, listOrder, listWhere, type ListColumns } from '../repository';
import { rangeLimit, type ListPage, type ListParams } from '../simpleRest';

export type FeeRow = typeof feeSchedules.$inferSelect;
export type FeeValues = Omit<typeof feeSchedules.$inferInsert, 'id' | 'createdAt'>;

export const toAdminFee = (row: FeeRow, inForceId: number | null): AdminFee => ({
  id: row.id,
  effective_from: row.effectiveFrom,
  registration_aog: row.registrationAog,
  registration_mog: row.registrationMog,
  upgrade_aog: row.upgradeAog,
  upgrade_other: row.upgradeOther,
  private_class: row.privateClass,
  created_at: row.createdAt.toISOString(),
  in_force: row.id === inForceId,
});

/** The schedule in force on a Jakarta day: the latest that starts by then (as feesOn reads it). */
export const feeInForceId = async (db: Executor, day: string): Promise<number | null> => {
  const [row] = await db
    .select({ id: feeSchedules.id })
    .from(feeSchedules)
    .where(lte(feeSchedules.effectiveFrom, day))
    .orderBy(desc(feeSchedules.effectiveFrom))
    .limit(1);
  return row?.id ?? null;
};

const COLUMNS: ListColumns = {
  id: feeSchedules.id,
  sort: { id: feeSchedules.id, effective_from: feeSchedules.effectiveFrom },
  filter: {},
};

export const listFees = async (
  db: Executor,
  params: ListParams,
  today: string,
): Promise<ListPage<AdminFee>> => {
  const where = listWhere(COLUMNS, params);
  const rows = await db
    .select()
    .from(feeSchedules)
    .where(where)
    .orderBy(...listOrder(COLUMNS, params))
    .limit(rangeLimit(params.range))
    .offset(params.range.start);
  const inForce = await feeInForceId(db, today);
  return {
    rows: rows.map((row) => toAdminFee(row, inForce)),
    total: await countWhere(db, feeSchedules, where),
  };
};

export const findFee = async (
  db: Executor,
  id: number,
  lock = false,
): Promise<FeeRow | undefined> => {
  const query = db.select().from(feeSchedules).where(eq(feeSchedules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const findFeeOn = async (db: Executor, day: string): Promise<FeeRow | undefined> => {
  const [row] = await db.select().from(feeSchedules).where(eq(feeSchedules.effectiveFrom, day));
  return row;
};

export const insertFee = async (db: Executor, values: FeeValues, now: Date): Promise<FeeRow> => {
  const [row] = await db
    .insert(feeSchedules)
    .values({ ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('fee schedule not inserted');
  return row;
};

export const updateFee = async (db: Executor, id: number, values: FeeValues): Promise<FeeRow> => {
  const [row] = await db
    .update(feeSchedules)
    .set(values)
    .where(eq(feeSchedules.id, id))
    .returning();
  if (!row) throw new Error('fee schedule not updated');
  return row;
};

export const deleteFee = async (db: Executor, id: number): Promise<void> => {
  await db.delete(feeSchedules).where(eq(feeSchedules.id, id));
};
