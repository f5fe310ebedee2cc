import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * The sum of a total kept by a trigger (`receipt_counts.n`, `generated_id_counts.n`,
 * `member_stats_current.n`) over the rows `where` picks, 0 when none: what a list shows as its
 * total without counting the table it pages.
 */
export const sumKeptTotal = async (
  db: Executor,
  column: PgColumn,
  where?: SQL,
): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${column}), 0)::int` })
    .from(column.table as PgTable)
    .where(where);
  return Number(row?.n ?? 0);
};
