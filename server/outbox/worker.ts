import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { claimDueMessages, markAttemptFailed, markSent } from './repository';
import { PermanentFailure, type Transports } from './transports';

export const OUTBOX_POLICY = {
  batchSize: 20,
  /** How long a claimed message is this worker's before another may retry it. */
  leaseMs: 60_000,
  /** Tries before a message is marked failed. */
  maxAttempts: 8,
  /** First retry after 30 s, doubling up to an hour. */
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
} as const;

export const retryDelayMs = (attempts: number): number =>
  Math.min(OUTBOX_POLICY.baseDelayMs * 2 ** Math.max(0, attempts - 1), OUTBOX_POLICY.maxDelayMs);

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of messages tried. */
  runOnce(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox at least once: a message is marked sent only after its transport
 * returned, so a crash in between sends it again rather than losing it.
 */
export const createOutboxWorker = (
  db: Db,
  clock: Clock,
  transports: Transports,
  log: FastifyBaseLogger,
): OutboxWorker => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const deliver = async (): Promise<number> => {
    const now = clock.now();
    const batch = await claimDueMessages(
      db,
      now,
      new Date(now.getTime() + OUTBOX_POLICY.leaseMs),
      OUTBOX_POLICY.batchSize,
    );
    for (const message of batch) {
      const transport = transports[message.channel as keyof Transports];
      try {
        if (!transport) throw new Error(`No transport for channel ${message.channel}`);
        await transport.send(message);
        await markSent(db, message.id, clock.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= OUTBOX_POLICY.maxAttempts || error instanceof PermanentFailure
            ? null
            : new Date(clock.now().getTime() + retryDelayMs(message.attempts));
        log.warn(
          { outboxId: message.id, attempts: message.attempts, reason },
          'outbox delivery failed',
        );
        await markAttemptFailed(db, message.id, reason, retryAt);
      }
    }
    return batch.length;
  };

  const runOnce = () => {
    // One pass at a time in this process; other instances are kept apart by SKIP LOCKED.
    running ??= deliver().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runOnce,
    start: (intervalMs) => {
      const tick = () => {
        runOnce()
          .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    stop: async () => {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
};
