import cluster from 'node:cluster';
import { buildApp } from './app';
import { createClock } from './clock';
import { startWorkers, workerConfig } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { describeDatabase } from './db/describe';
import { createDiskStore } from './files/store';
import { createLogger } from './logger';
import { prepareDatabase } from './prepare';
import { loadStartDataApart, startDataThreadFile } from './startup/apart';
import { backfillInBackground, loadStartData } from './startup/startData';

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
    const url = app.ctx.databaseUrl;
    const thread = startDataThreadFile();
    await (url && thread ? loadStartDataApart(thread, { url, config }) : loadStartData(startup));
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
 * each a `serve` without that work. It serves no request itself. Without DATABASE_URL it is
 * the primary that starts the embedded PostgreSQL and holds DATA_DIR; the workers connect to
 * it at the address it gives them, and it stops it after them.
 */
const runPrimary = async (config: Config) => {
  const log = createLogger(config);
  const clock = createClock(config.testNow);
  const { database } = await prepareDatabase(config, clock);
  const startup = { db: database.db, files: createDiskStore(config.filesDir), clock, config, log };
  let closed: Promise<void> | undefined;
  const closeDatabase = () => (closed ??= database.close());
  try {
    if (!database.url) {
      throw new ConfigError(
        `WEB_CONCURRENCY=${config.webConcurrency} needs PostgreSQL, and this data folder is ` +
          "served by PGlite (it holds PGlite's data, or the embedded PostgreSQL cannot run here); " +
          'leave WEB_CONCURRENCY unset or 1',
      );
    }
    const thread = startDataThreadFile();
    await (thread
      ? loadStartDataApart(thread, { url: database.url, config })
      : loadStartData(startup));
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  const embedded = !config.databaseUrl;
  // Otherwise the primary's connections are for the backfill alone, returned once it is done.
  void backfillInBackground(startup).then(() => (embedded ? undefined : closeDatabase()));

  const workers = startWorkers(
    config.webConcurrency,
    log,
    embedded ? { DATABASE_URL: database.url } : {},
  );
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
