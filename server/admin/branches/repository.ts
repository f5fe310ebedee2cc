import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminBranch } from '../../../domain/api/admin';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import { countWhere, listOrder, listWhere, type ListColumns } from '../repository';
import { rangeLimit, type ListPage, type ListParams } from '../simpleRest';

export type BranchRow = typeof branches.$inferSelect;

export const toAdminBranch = (row: BranchRow): AdminBranch => ({
  id: row.id,
  name: row.name,
  city: row.city,
  address: row.address,
  no_wa: row.noWa,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const COLUMNS: ListColumns = {
  id: branches.id,
  sort: {
    id: branches.id,
    name: branches.name,
    city: branches.city,
    active: branches.active,
    created_at: branches.createdAt,
  },
  filter: { active: branches.active },
  search: [branches.name],
};

export const listBranches = async (
  db: Executor,
  params: ListParams,
): Promise<ListPage<AdminBranch>> => {
  const where = listWhere(COLUMNS, params);
  const rows = await db
    .select()
    .from(branches)
    .where(where)
    .orderBy(...listOrder(COLUMNS, params))
    .limit(rangeLimit(params.range))
    .offset(params.range.start);
  return { rows: rows.map(toAdminBranch), total: await countWhere(db, branches, where) };
};

/** A branch, locked for the rest of the transaction with `lock`. */
export const findBranch = async (
  db: Executor,
  id: number,
  lock = false,
): Promise<BranchRow | undefined> => {
  const query = db.select().from(branches).where(eq(branches.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** Another branch with the same name, whatever the case. */
export const findBranchNamed = async (
  db: Executor,
  name: string,
  exceptId?: number,
): Promise<BranchRow | undefined> => {
  const [row] = await db
    .select()
    .from(branches)
    .where(
      and(
        eq(sql`lower(${branches.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(branches.id, exceptId),
      ),
    );
  return row;
};

export type BranchValues = Pick<
  typeof branches.$inferInsert,
  'name' | 'city' | 'address' | 'noWa' | 'active'
>;

export const insertBranch = async (
  db: Executor,
  values: BranchValues,
  now: Date,
): Promise<BranchRow> => {
  const [row] = await db
    .insert(branches)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('branch not inserted');
  return row;
};

export const updateBranch = async (
  db: Executor,
  id: number,
  values: Partial<BranchValues>,
  updatedAt: Date,
): Promise<BranchRow> => {
  const [row] = await db
    .update(branches)
    .set({ ...values, updatedAt })
    .where(eq(branches.id, id))
    .returning();
  if (!row) throw new Error('branch not updated');
  return row;
};
