import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

/** A worker that lived this long before dying was not in a crash loop: its slot starts over. */
const STABLE_AFTER_MS = 10_000;
/** The longest wait before a worker that keeps dying at start is forked again. */
const MAX_RESTART_DELAY_MS = 30_000;
/** How long the workers get to close (requests, the outbox pass under way) before a kill. */
const STOP_DEADLINE_MS = 20_000;

/**
 * How long to wait before forking again a worker that died `quickDeaths` times in a row soon
 * after its start: at once the first time (a one-off crash), then 1 s, 2 s, 4 s … up to 30 s,
 * so that a worker that cannot start (the port taken, the database gone) does not spin.
 */
export const restartDelayMs = (quickDeaths: number): number =>
  quickDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickDeaths - 2));

/**
 * A worker's share of the server's connections: DATABASE_POOL_MAX is the whole server's, so
 * adding processes does not multiply what PostgreSQL must accept.
 */
export const workerConfig = (config: Config): Config => ({
  ...config,
  databasePoolMax: Math.max(1, Math.ceil(config.databasePoolMax / config.webConcurrency)),
});

export interface Primary {
  /** Resolves once every worker has answered its first `listening`. */
  listening: Promise<void>;
  /** Stops restarting, asks every worker to close (SIGTERM) and resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * The primary of a cluster: forks `count` workers (with `env` added to theirs) that each build
 * the app and listen on the same port (Node's cluster shares it, handing connections
 * round-robin), and forks again a worker that dies while the cluster is not stopping.
 */
export const startWorkers = (
  count: number,
  log: FastifyBaseLogger,
  env: NodeJS.ProcessEnv = {},
): Primary => {
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const quickDeaths = Array.from({ length: count }, () => 0);
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let stopping = false;

  let markListening: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  const listened = new Set<number>();

  const fork = (slot: number) => {
    const worker = cluster.fork(env);
    slots.set(worker, { slot, startedAt: Date.now() });
    worker.once('listening', () => {
      listened.add(slot);
      if (listened.size === count) markListening();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const held = slots.get(worker);
    slots.delete(worker);
    if (!held || stopping) return;
    const lived = Date.now() - held.startedAt;
    quickDeaths[held.slot] = lived < STABLE_AFTER_MS ? quickDeaths[held.slot]! + 1 : 1;
    const delay = restartDelayMs(quickDeaths[held.slot]!);
    log.error(
      { pid: worker.process.pid, code, signal, restartInMs: delay },
      'a server worker died; forking another',
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork(held.slot);
    }, delay);
    pendingRestarts.add(timer);
  });

  for (let slot = 0; slot < count; slot += 1) fork(slot);

  return {
    listening,
    stop: async () => {
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      const alive = [...slots.keys()].filter((worker) => !worker.isDead());
      const exited = alive.map(
        (worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())),
      );
      for (const worker of alive) worker.process.kill('SIGTERM');
      const deadline = setTimeout(() => {
        for (const worker of alive) {
          if (!worker.isDead()) {
            log.error({ pid: worker.process.pid }, 'a server worker did not close in time; killed');
            worker.process.kill('SIGKILL');
          }
        }
      }, STOP_DEADLINE_MS);
      await Promise.all(exited);
      clearTimeout(deadline);
    },
  };
};
