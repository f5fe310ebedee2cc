import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminBranch } from '../../../domain/api/admin';
import type { BranchBankAccount } from '../../../domain/api/bankStatement';
import type { Executor } from '../../db/client';
import { branchBankAccounts, branches } from '../../db/schema';
import { countWhere, listOrder, listWhere, type ListColumns } from '../repository';
import { rangeLimit, type ListPage, type ListParams } from '../simpleRest';

export type BranchRow = typeof branches.$inferSelect;

export const toAdminBranch = (row: BranchRow, accounts: BranchBankAccount[]): AdminBranch => ({
  id: row.id,
  name: row.name,
  city: row.city,
  address: row.address,
  no_wa: row.noWa,
  active: row.active,
  reminders_enabled: row.remindersEnabled,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  bank_accounts: accounts,
});

/** The branches' bank accounts, opened, each branch's in its order. */
export const accountsOf = async (
  db: Executor,
  branchIds: readonly number[],
): Promise<Map<number, BranchBankAccount[]>> => {
  const byBranch = new Map<number, BranchBankAccount[]>(branchIds.map((id) => [id, []]));
  if (!branchIds.length) return byBranch;
  const rows = await db
    .select()
    .from(branchBankAccounts)
    .where(inArray(branchBankAccounts.branchId, [...branchIds]))
    .orderBy(asc(branchBankAccounts.branchId), asc(branchBankAccounts.position));
  for (const row of rows) {
    byBranch.get(row.branchId)?.push({
      bank: row.bank,
      nomor_rekening: row.nomorRekening,
      nama_pemilik: row.namaPemilik,
    });
  }
  return byBranch;
};

/** Replaces a branch's accounts with `accounts`, in their order. */
export const replaceAccounts = async (
  tx: Executor,
  branchId: number,
  accounts: readonly BranchBankAccount[],
): Promise<void> => {
  await tx.delete(branchBankAccounts).where(eq(branchBankAccounts.branchId, branchId));
  if (!accounts.length) return;
  await tx.insert(branchBankAccounts).values(
    accounts.map((account, position) => ({
      branchId,
      position,
      bank: account.bank,
      nomorRekening: account.nomor_rekening,
      namaPemilik: account.nama_pemilik,
    })),
  );
};

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
  const accounts = await accountsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => toAdminBranch(row, accounts.get(row.id) ?? [])),
    total: await countWhere(db, branches, where),
  };
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
  'name' | 'city' | 'address' | 'noWa' | 'active' | 'remindersEnabled'
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
