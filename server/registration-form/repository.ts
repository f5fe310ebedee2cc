import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { IdType } from '../../domain/ids';
import type { Executor } from '../db/client';
import { containing } from '../db/like';
import { admins, branches, generatedIds, registerAogMog } from '../db/schema';

export type RegistrationRow = typeof registerAogMog.$inferSelect;
export type NewRegistration = typeof registerAogMog.$inferInsert;

export const findBranchName = async (db: Executor, branchId: number): Promise<string | null> => {
  const [row] = await db
    .select({ name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row?.name ?? null;
};

export const insertRegistration = async (
  db: Executor,
  values: NewRegistration,
): Promise<RegistrationRow> => {
  const [row] = await db.insert(registerAogMog).values(values).returning();
  if (!row) throw new Error('registration not inserted');
  return row;
};

export const findRegistrationWithCreator = async (
  db: Executor,
  id: number,
): Promise<{ row: RegistrationRow; creator: string } | null> => {
  const [found] = await db
    .select({ row: registerAogMog, creator: admins.name })
    .from(registerAogMog)
    .innerJoin(admins, eq(admins.id, registerAogMog.createdBy))
    .where(eq(registerAogMog.id, id));
  return found ?? null;
};

/**
 * A branch's IDs of one type that no member has taken, in ID order, optionally containing a
 * keyword. `generated_ids_branch_idx` (branch_id, type, generate_id) gives them in order.
 */
export const listAvailableIds = async (
  db: Executor,
  {
    branchId,
    type,
    keyword,
    limit,
  }: { branchId: number; type: IdType; keyword: string; limit: number },
): Promise<{ generate_id: string; type: IdType }[]> => {
  const conditions: SQL[] = [
    eq(generatedIds.branchId, branchId),
    eq(generatedIds.type, type),
    isNull(generatedIds.takenAt),
  ];
  if (keyword) conditions.push(ilike(generatedIds.generateId, containing(keyword)));
  const rows = await db
    .select({ generate_id: generatedIds.generateId, type: generatedIds.type })
    .from(generatedIds)
    .where(and(...conditions))
    .orderBy(asc(generatedIds.generateId))
    .limit(limit);
  return rows as { generate_id: string; type: IdType }[];
};
