import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { auditLog, branches, generatedIds } from '../../../server/db/schema';

/** What an ID test compares before and after a refused request. */
export const idSnapshot = async (db: Db) => ({
  ids: await db.select().from(generatedIds).orderBy(generatedIds.generateId),
  audit: (await db.select({ n: count() }).from(auditLog))[0]?.n,
});

export const idRows = (db: Db, ids: string[]) =>
  db
    .select()
    .from(generatedIds)
    .where(inArray(generatedIds.generateId, ids))
    .orderBy(generatedIds.generateId);

export const deactivateBranch = (db: Db, id: number) =>
  db.update(branches).set({ active: false }).where(eq(branches.id, id));
