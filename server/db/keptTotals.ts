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

/**
 * Where a page starts: its offset among the rows `within` leaves (all of them, or those from the
 * bucket an anchor found on).
 */
export interface PageStart {
  offset: number;
  within?: SQL;
}

/**
 * Below this offset a page walks its index entries: fewer than reading the anchors costs.
 */
export const ANCHORED_FROM_OFFSET = 5_000;

/**
 * Where a deep page starts, from a total kept per bucket of the list's order (`bucket` sorts as
 * the list does): the bucket holding the row at `offset` and how many of that bucket's rows
 * come before it, so the page walks one bucket's index entries instead of `offset` of them.
 * Undefined when `offset` is past the last row.
 */
export const findPageAnchor = async (
  db: Executor,
  { bucket, n, where }: { bucket: PgColumn; n: PgColumn; where?: SQL },
  order: 'asc' | 'desc',
  offset: number,
): Promise<{ bucket: string; skip: number } | undefined> => {
  const direction = sql.raw(order);
  const perBucket = db
    .select({
      bucket: sql<string>`${bucket}::text`.as('bucket'),
      n: sql<number>`sum(${n})::int`.as('n'),
      through: sql<number>`sum(sum(${n})) over (order by ${bucket} ${direction})::int`.as(
        'through',
      ),
    })
    .from(bucket.table as PgTable)
    .where(where)
    .groupBy(bucket)
    .as('per_bucket');
  const [row] = await db
    .select({
      bucket: perBucket.bucket,
      skip: sql<number>`${offset}::int - (${perBucket.through} - ${perBucket.n})`,
    })
    .from(perBucket)
    .where(sql`${perBucket.through} > ${offset}`)
    .orderBy(sql`${perBucket.bucket} ${direction}`)
    .limit(1);
  return row && { bucket: row.bucket, skip: Number(row.skip) };
};
