import type { FastifyBaseLogger } from 'fastify';
import { periodicJob, type PeriodicJob } from '../jobs/periodic';
import { recordAudit } from '../audit/repository';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { claimScheduledRun } from '../db/scheduledRuns';
import { lockProofsStoredBefore } from './repository';
import { withFiles } from './service';
import type { FileStore } from './store';

export const RETENTION_JOB = 'proof_retention';
export const PROOF_PURGED = 'file.retention_purge';

export const RETENTION_POLICY = {
  /** One run a day across every instance. */
  periodMs: 24 * 3_600_000,
  /** How often an instance asks whether the day's run is due (and still unclaimed). */
  checkMs: 3_600_000,
  /** Proofs purged per transaction. */
  batchSize: 100,
} as const;

/** The instant before which proofs have outlived their retention. */
export const retentionCutoff = (now: Date, years: number): Date => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/**
 * Deletes the bytes of every proof stored before the cutoff, a batch per transaction, each with
 * its audit entry; the file row stays (purged) for the receipt that names it. Rows are taken
 * with SKIP LOCKED, so a pass running elsewhere never purges the same file twice.
 */
export const purgeExpiredProofs = async (
  db: Db,
  store: FileStore,
  {
    now,
    years,
    batchSize = RETENTION_POLICY.batchSize,
  }: { now: Date; years: number; batchSize?: number },
): Promise<number> => {
  const cutoff = retentionCutoff(now, years);
  let purged = 0;
  for (;;) {
    const batch = await withFiles(db, store, async (tx, files) => {
      const due = await lockProofsStoredBefore(tx, cutoff, batchSize);
      for (const file of due) {
        await files.purge(file.id, now);
        await recordAudit(tx, {
          adminId: null,
          action: PROOF_PURGED,
          entity: 'files',
          entityId: file.id,
          changes: { stored_at: file.createdAt.toISOString(), retention_years: years },
          at: now,
        });
      }
      return due.length;
    });
    purged += batch;
    if (batch < batchSize) return purged;
  }
};

/** Its pass runs the day's purge if it is due and no instance has claimed it: the files purged, or null. */
export type RetentionJob = PeriodicJob<number | null>;

/** The daily retention pass of one instance; the claim in `scheduled_runs` keeps it once in all. */
export const createRetentionJob = (
  db: Db,
  clock: Clock,
  store: FileStore,
  log: FastifyBaseLogger,
  years: number,
): RetentionJob => {
  const pass = async (): Promise<number | null> => {
    const now = clock.now();
    if (years === 0) return null;
    if (!(await claimScheduledRun(db, RETENTION_JOB, now, RETENTION_POLICY.periodMs))) return null;
    const purged = await purgeExpiredProofs(db, store, { now, years });
    if (purged)
      log.info(`proof retention: ${purged} proof images older than ${years} years deleted`);
    return purged;
  };

  const job = periodicJob('proof retention', pass, log);
  return {
    ...job,
    // The first check right after start: a restart never postpones a due run.
    start: (checkMs) => job.start(checkMs, 0),
  };
};
