import { and, eq, lte } from 'drizzle-orm';
import type { Executor } from './client';
import { scheduledRuns } from './schema';

/**
 * Claims this period's run of a scheduled job: true for exactly one caller among all instances
 * once `periodMs` has passed since the last claimed start, false otherwise. The start time is in
 * the database, so a restart neither repeats a run nor postpones a due one.
 */
export const claimScheduledRun = async (
  db: Executor,
  name: string,
  now: Date,
  periodMs: number,
): Promise<boolean> => {
  await db
    .insert(scheduledRuns)
    .values({ name, lastRunAt: new Date(0) })
    .onConflictDoNothing();
  const claimed = await db
    .update(scheduledRuns)
    .set({ lastRunAt: now })
    .where(
      and(
        eq(scheduledRuns.name, name),
        lte(scheduledRuns.lastRunAt, new Date(now.getTime() - periodMs)),
      ),
    )
    .returning({ name: scheduledRuns.name });
  return claimed.length === 1;
};
