import { sql } from 'drizzle-orm';
import { formatGeneratedId, type IdType } from '../../domain/ids';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/batch';

/**
 * `count` new IDs of a type, in running order, numbered from the type's sequence with nextval
 * like every other generation, so IDs made later by the app never collide with seeded ones.
 */
export const takeIds = async (db: Executor, type: IdType, count: number): Promise<string[]> => {
  if (count === 0) return [];
  const sequence = type === 'aog' ? 'generated_id_aog_seq' : 'generated_id_mog_seq';
  const result = await db.execute(
    sql`select nextval(${sequence}) as n from generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ n: string | number }>(result)
    .map((row) => Number(row.n))
    .sort((a, b) => a - b)
    .map((n) => formatGeneratedId(type, n));
};
