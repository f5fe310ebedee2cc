import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AdminAccount } from '../../../domain/api/admin';
import { isGroup, type Group } from '../../../domain/groups';
import type { Executor } from '../../db/client';
import { admins, branches, groupUsers } from '../../db/schema';
import { listOrder, listWhere, type ListColumns } from '../repository';
import { rangeLimit, type ListPage, type ListParams } from '../simpleRest';

/** An account as administration sees it: never the password hash. */
const accountColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  group: groupUsers.name,
  branchId: admins.branchId,
  branchName: branches.name,
  active: admins.active,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  group: string;
  branchId: number | null;
  branchName: string | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const toAdminAccount = (row: AccountRow): AdminAccount => {
  if (!isGroup(row.group)) throw new Error(`Unknown group ${row.group}`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    group: row.group,
    branch_id: row.branchId,
    branch_name: row.branchName,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

const COLUMNS: ListColumns = {
  id: admins.id,
  sort: {
    id: admins.id,
    name: admins.name,
    email: admins.email,
    group: groupUsers.name,
    active: admins.active,
    created_at: admins.createdAt,
  },
  filter: { group: groupUsers.name, branch_id: admins.branchId, active: admins.active },
  search: [admins.name, admins.email],
};

const selectAccounts = (db: Executor) =>
  db
    .select(accountColumns)
    .from(admins)
    .innerJoin(groupUsers, eq(groupUsers.id, admins.groupId))
    .leftJoin(branches, eq(branches.id, admins.branchId));

export const listAccounts = async (
  db: Executor,
  params: ListParams,
): Promise<ListPage<AdminAccount>> => {
  const where = listWhere(COLUMNS, params);
  const rows = await selectAccounts(db)
    .where(where)
    .orderBy(...listOrder(COLUMNS, params))
    .limit(rangeLimit(params.range))
    .offset(params.range.start);
  const [total] = await db
    .select({ n: count() })
    .from(admins)
    .innerJoin(groupUsers, eq(groupUsers.id, admins.groupId))
    .where(where);
  return { rows: rows.map(toAdminAccount), total: total?.n ?? 0 };
};

export const findAccount = async (db: Executor, id: number): Promise<AccountRow | undefined> => {
  const [row] = await selectAccounts(db).where(eq(admins.id, id));
  return row;
};

/** Locks the account's row until the transaction ends. */
export const lockAccount = async (db: Executor, id: number): Promise<boolean> => {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.id, id))
    .for('update');
  return rows.length > 0;
};

/**
 * Locks every active SBS account, in id order, and answers their ids. Every change to an
 * account takes these locks first, so two administrators removing each other queue: the
 * second sees the first's change (READ COMMITTED re-reads a locked row) and the last SBS stays.
 */
export const lockActiveSbs = async (db: Executor): Promise<number[]> => {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(groupUsers, eq(groupUsers.id, admins.groupId))
    .where(and(eq(admins.active, true), eq(groupUsers.name, 'SBS')))
    .orderBy(asc(admins.id))
    .for('update', { of: admins });
  return rows.map((row) => row.id);
};

export const emailTaken = async (db: Executor, email: string, exceptId?: number) => {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(eq(admins.email, email), exceptId === undefined ? undefined : ne(admins.id, exceptId)),
    );
  return Boolean(row);
};

export const groupIdOf = async (db: Executor, group: Group): Promise<number> => {
  const [row] = await db
    .select({ id: groupUsers.id })
    .from(groupUsers)
    .where(eq(groupUsers.name, group));
  if (!row) throw new Error(`group ${group} missing: was the reference seed applied?`);
  return row.id;
};

/** An active branch, kept from being deactivated until the transaction ends. */
export const lockActiveBranch = async (db: Executor, id: number): Promise<boolean> => {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.active, true)))
    .for('share');
  return rows.length > 0;
};

export type AccountValues = Pick<
  typeof admins.$inferInsert,
  'name' | 'email' | 'groupId' | 'branchId' | 'active'
>;

export const insertAccount = async (
  db: Executor,
  values: AccountValues & { passwordHash: string },
  now: Date,
): Promise<number> => {
  const [row] = await db
    .insert(admins)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: admins.id });
  if (!row) throw new Error('account not inserted');
  return row.id;
};

export const updateAccount = async (
  db: Executor,
  id: number,
  values: Partial<AccountValues>,
  updatedAt: Date,
): Promise<void> => {
  await db
    .update(admins)
    .set({ ...values, updatedAt })
    .where(eq(admins.id, id));
};
