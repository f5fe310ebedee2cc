import cluster from 'node:cluster';
import { buildApp } from './app';
import { createClock } from './clock';
import { startWorkers, workerConfig } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { describeDatabase } from './db/describe';
import { createDiskStore } from './files/store';
import { createLogger } from './logger';
import { prepareDatabase } from './prepare';
import { backfillInBackground, loadStartData } from './startup';

const startedLine = (config: Config, dbKind: 'pglite' | 'postgres') =>
  `Dashboard Form AOG / MOG on ${config.publicUrl} (${describeDatabase(dbKind, config)}` +
  `${config.webConcurrency > 1 ? `, ${config.webConcurrency} processes` : ''})`;

/** Runs `close` once on the first SIGINT or SIGTERM, then exits; a repeated signal waits for it. */
const onStopSignal = (close: (signal: string) => Promise<void>) => {
  let closing: Promise<void> | undefined;
  const handle = (signal: string) => {
    closing ??= close(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
};

/** A server process: API, outbox worker and scheduled jobs, and the built app on PORT. */
const serve = async (config: Config, firstStart: boolean) => {
  const app = await buildApp({ config, startWorkers: true });
  const startup = { ...app.ctx, log: app.log };
  if (firstStart) {
    await loadStartData(startup);
    void backfillInBackground(startup);
  }
  onStopSignal(async (signal) => {
    app.log.info(`${signal}: closing`);
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (firstStart) app.log.info(startedLine(config, app.ctx.dbKind));
};

/**
 * The primary of WEB_CONCURRENCY > 1 (PostgreSQL only): the one-time work of a start
 * (migrations, reference data, regions, demo data, the proof-hash backfill), then the workers,
 * each a `serve` without that work. It serves no request itself.
 */
const runPrimary = async (config: Config) => {
  const log = createLogger(config);
  const clock = createClock(config.testNow);
  const { database } = await prepareDatabase(config, clock);
  const startup = { db: database.db, files: createDiskStore(config.filesDir), clock, config, log };
  try {
    await loadStartData(startup);
  } catch (error) {
    await database.close();
    throw error;
  }
  // The primary's connections are for the backfill alone; they are returned once it is done.
  let closed: Promise<void> | undefined;
  const closeDatabase = () => (closed ??= database.close());
  void backfillInBackground(startup).then(closeDatabase);

  const workers = startWorkers(config.webConcurrency, log);
  onStopSignal(async (signal) => {
    log.info(`${signal}: closing the ${config.webConcurrency} server processes`);
    await workers.stop();
    await closeDatabase();
  });
  await workers.listening;
  log.info(startedLine(config, 'postgres'));
};

const main = async () => {
  const config = loadConfig();
  if (config.webConcurrency === 1) return serve(config, true);
  if (cluster.isPrimary) return runPrimary(config);
  return serve(workerConfig(config), false);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
