import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { claimScheduledRun } from '../db/scheduledRuns';
import { periodicJob, type PeriodicJob } from '../jobs/periodic';
import { sendDueReminders, type ReminderRun } from './service';

export const REMINDER_JOB = 'reminders';

/** Every few minutes: a reminder goes out within minutes of its threshold. */
export const REMINDER_INTERVAL_MS = 5 * 60_000;

/** Its pass sends the reminders due if no instance has run them this interval: what it sent, or null. */
export type ReminderJob = PeriodicJob<ReminderRun | null>;

/**
 * The reminder pass of one instance. The claim in `scheduled_runs` keeps one run per interval
 * in all instances; the keys of `reminders_sent` keep each reminder once even if two ran.
 */
export const createReminderJob = (
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  options: { intervalMs: number },
): ReminderJob => {
  const pass = async (): Promise<ReminderRun | null> => {
    const now = clock.now();
    if (!(await claimScheduledRun(db, REMINDER_JOB, now, options.intervalMs))) return null;
    const run = await sendDueReminders(db, now);
    log.info({ reminders: run }, 'reminders: run at %s', now.toISOString());
    return run;
  };
  const job = periodicJob('reminders', pass, log);
  return {
    ...job,
    // The first check right after start: a restart never postpones due reminders.
    start: (intervalMs) => job.start(intervalMs, 0),
  };
};
