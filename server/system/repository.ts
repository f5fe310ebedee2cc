import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One round trip to the database: it answers, or the promise fails. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};
