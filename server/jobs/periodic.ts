import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<T> {
  /** Runs a pass now, or joins the one under way. */
  runOnce(): Promise<T>;
  /** Passes every `intervalMs` after the last one ended, the first after `firstAfterMs`. */
  start(intervalMs: number, firstAfterMs?: number): void;
  /** No pass starts any more; resolves once the one under way has ended. */
  stop(): Promise<void>;
}

/**
 * A background pass repeated in this process, one at a time: a pass that outlasts its interval
 * is never overlapped, and a failed pass is logged and tried again at the next tick. Keeping it
 * once across instances is the pass's own business (row locks, claims).
 */
export const periodicJob = <T>(
  name: string,
  pass: () => Promise<T>,
  log: FastifyBaseLogger,
): PeriodicJob<T> => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  const runOnce = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runOnce,
    start: (intervalMs, firstAfterMs = intervalMs) => {
      const tick = () => {
        runOnce()
          .catch((error: unknown) => log.error({ err: error }, `${name} pass failed`))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, firstAfterMs);
    },
    stop: async () => {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
};
