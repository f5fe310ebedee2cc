import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export const insertFile = async (db: Executor, file: NewFile): Promise<FileRow> => {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('File row was not written');
  return row;
};

export const findFile = async (db: Executor, id: string): Promise<FileRow | undefined> => {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
};

/** Deletes a file's row, answering it (for its storage key) if there was one. */
export const deleteFile = async (db: Executor, id: string): Promise<FileRow | undefined> => {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  return row;
};

/** Marks a file's bytes deleted, answering its row if it still had them. */
export const markPurged = async (
  db: Executor,
  id: string,
  now: Date,
): Promise<FileRow | undefined> => {
  const [row] = await db
    .update(files)
    .set({ purgedAt: now })
    .where(and(eq(files.id, id), isNull(files.purgedAt)))
    .returning();
  return row;
};

/**
 * The oldest proofs stored before `cutoff` that still hold their bytes, locked for this
 * transaction; another instance's pass skips them rather than waiting (`files_proof_retention_idx`).
 */
export const lockProofsStoredBefore = async (
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<Pick<FileRow, 'id' | 'createdAt' | 'branchId'>[]> =>
  db
    .select({ id: files.id, createdAt: files.createdAt, branchId: files.branchId })
    .from(files)
    .where(and(eq(files.kind, 'proof'), isNull(files.purgedAt), lt(files.createdAt, cutoff)))
    .orderBy(asc(files.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
