import type { FastifyBaseLogger } from 'fastify';
import { periodicJob, type PeriodicJob } from '../jobs/periodic';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  claimDueMessages,
  markAttemptFailed,
  markSent,
  markWaiting,
  renewLeases,
  type Hold,
  type OutboxRow,
} from './repository';
import { AwaitingTemplate, PermanentFailure, type Transports } from './transports';
import { appMessages } from '../../i18n/app-id';
import { fillMessage } from '../../domain/messages';

export const OUTBOX_POLICY = {
  batchSize: 20,
  /**
   * How long a claimed message is this worker's before another may retry it. The worker renews
   * it before each send and every third of it while sending, so only a dead (or cut-off) worker
   * loses its messages.
   */
  leaseMs: 60_000,
  /** Tries before a message is marked failed. */
  maxAttempts: 8,
  /** First retry after 30 s, doubling up to an hour. */
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  /**
   * A message waiting for its template's approval is looked at again this often (the webhook
   * releases it at once; this covers an approval that came while it was being put to wait) …
   */
  templateRecheckMs: 3_600_000,
  /** … and fails when the template is still not approved this long after it was written. */
  templateWaitMs: 7 * 86_400_000,
} as const;

/** What tests scale down to run in a second what takes minutes in production. */
export type OutboxTiming = { batchSize: number; leaseMs: number; templateWaitMs: number };

export const retryDelayMs = (attempts: number): number =>
  Math.min(OUTBOX_POLICY.baseDelayMs * 2 ** Math.max(0, attempts - 1), OUTBOX_POLICY.maxDelayMs);

/** Its pass delivers what is due now and resolves with the number of messages tried. */
export type OutboxWorker = PeriodicJob<number>;

/**
 * Delivers the outbox at least once: a message is marked sent only after its transport
 * returned, so a crash in between sends it again rather than losing it. While this worker is
 * alive no other takes its messages: their leases are renewed as it goes, and what it no longer
 * holds (its claim count overtaken) it neither sends nor marks. Leases run on the ticking clock,
 * so they expire in real time even under TEST_NOW.
 */
export const createOutboxWorker = (
  db: Db,
  clock: Clock,
  transports: Transports,
  log: FastifyBaseLogger,
  timing: Partial<OutboxTiming> = {},
): OutboxWorker => {
  const { batchSize, leaseMs, templateWaitMs, templateRecheckMs } = { ...OUTBOX_POLICY, ...timing };
  const leaseEnd = () => new Date(clock.ticking().getTime() + leaseMs);

  const deliver = async (): Promise<number> => {
    const now = clock.ticking();
    const batch = await claimDueMessages(db, now, new Date(now.getTime() + leaseMs), batchSize);
    /** What this pass still holds and has not finished, with the claim count that proves it. */
    const holds = new Map<number, Hold>(batch.map((m) => [m.id, { id: m.id, claims: m.claims }]));
    const renew = async (subset: Hold[]) => {
      const kept = await renewLeases(db, subset, leaseEnd());
      for (const hold of subset) if (!kept.has(hold.id)) holds.delete(hold.id);
    };
    // Keeps the whole rest of the batch held while a slow send is under way.
    let renewing: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(() => {
      renewing = renewing
        .then(() => renew([...holds.values()]))
        .catch((error: unknown) => log.error({ err: error }, 'outbox lease renewal failed'));
    }, leaseMs / 3);
    try {
      for (const message of batch) {
        const hold = holds.get(message.id);
        // A fresh full lease for this send, or the news that another worker has it now.
        if (hold) await renew([hold]);
        if (!holds.has(message.id)) {
          log.warn({ outboxId: message.id }, 'outbox message taken over by another worker');
          continue;
        }
        await deliverOne(message, hold!);
        holds.delete(message.id);
      }
    } finally {
      clearInterval(heartbeat);
      await renewing;
    }
    return batch.length;
  };

  const deliverOne = async (message: OutboxRow, hold: Hold): Promise<void> => {
    const transport = transports[message.channel as keyof Transports];
    try {
      if (!transport) throw new Error(`No transport for channel ${message.channel}`);
      const accepted = await transport.send(message);
      if (!(await markSent(db, hold, clock.now(), accepted?.externalId))) {
        log.warn({ outboxId: message.id }, 'outbox message sent after its lease was lost');
      }
    } catch (error) {
      if (error instanceof AwaitingTemplate) return awaitTemplate(message, hold, error.message);
      const reason = error instanceof Error ? error.message : String(error);
      // From the business clock: a test steps it to make the retry due, and as the claim
      // compares with the ticking clock (never behind it) real time makes it due too.
      const retryAt =
        message.attempts >= OUTBOX_POLICY.maxAttempts || error instanceof PermanentFailure
          ? null
          : new Date(clock.now().getTime() + retryDelayMs(message.attempts));
      log.warn(
        { outboxId: message.id, attempts: message.attempts, reason },
        'outbox delivery failed',
      );
      await markAttemptFailed(db, hold, reason, retryAt);
    }
  };

  /** Waits for the template's approval, or fails with the reason once the bound has passed. */
  const awaitTemplate = async (message: OutboxRow, hold: Hold, reason: string): Promise<void> => {
    const now = clock.now();
    const deadline = message.createdAt.getTime() + templateWaitMs;
    if (now.getTime() >= deadline) {
      const days = Math.round(templateWaitMs / 86_400_000);
      await markAttemptFailed(
        db,
        hold,
        fillMessage(appMessages.whatsapp.templates.expired, { days, reason }),
        null,
      );
      return;
    }
    await markWaiting(
      db,
      hold,
      reason,
      new Date(Math.min(now.getTime() + templateRecheckMs, deadline)),
    );
  };

  // One pass at a time in this process; other instances are kept apart by SKIP LOCKED.
  return periodicJob('outbox', deliver, log);
};
