import { eq } from 'drizzle-orm';
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
