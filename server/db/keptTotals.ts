import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * The sum of a total kept by a trigger (`receipt_counts.n`, `generated_id_counts.n`,
 * `member_stats_current.n`) over the rows `where` picks, 0 when none: what a list shows as its
 * total without counting the table it pages.
 */
export const keptTotal = (db: Executor, column: PgColumn, where?: SQL) =>
  db
    .select({ n: sql<number>`coalesce(sum(${column}), 0)::int` })
    .from(column.table as PgTable)
    .where(where);

export const sumKeptTotal = async (
  db: Executor,
  column: PgColumn,
  where?: SQL,
): Promise<number> => {
  const [row] = await keptTotal(db, column, where);
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

/** Totals kept per bucket of a list's order, and the rows of the list from a bucket on. */
export interface PageAnchors {
  buckets: { bucket: PgColumn; n: PgColumn; where?: SQL };
  order: 'asc' | 'desc';
  from: (bucket: string) => SQL;
}

/**
 * Where the page at `offset` starts. A deep page starts from the bucket holding its first row
 * (a total kept per bucket of the list's order: `bucket` sorts as the list does), so it walks
 * one bucket's index entries instead of `offset` of them; a list without `anchors`, or a page
 * near its top, walks. Undefined when `offset` is past the last row.
 */
export const pageStart = async (
  db: Executor,
  offset: number,
  anchors: PageAnchors | undefined,
  anchoredFrom = ANCHORED_FROM_OFFSET,
): Promise<PageStart | undefined> => {
  if (!anchors || offset < anchoredFrom) return { offset };
  const { bucket, n, where } = anchors.buckets;
  const direction = sql.raw(anchors.order);
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
  return row && { offset: Number(row.skip), within: anchors.from(row.bucket) };
};
