import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * Empties every table of the schema and restarts every id and both ID sequences, as on a new
 * database. Destructive: only `db:seed --reset` calls it. Stored files are left where they are.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => sql.identifier(getTableName(table)));
  const sequences = [schema.generatedIdAogSeq, schema.generatedIdMogSeq].map((sequence) => {
    if (!sequence.seqName) throw new Error('An ID sequence has no name');
    return sql.identifier(sequence.seqName);
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
    for (const sequence of sequences)
      await tx.execute(sql`alter sequence ${sequence} restart with 1`);
  });
}
