import { buildApp } from './app';
import { countAdmins } from './auth/repository';
import { ConfigError, loadConfig } from './config';
import { seedDemo } from './seed/demo';
import { ensureRegions } from './regions/load';
import { backfillProofHashes } from './receipts/duplicates/backfill';

/** Starts the one server process: API, outbox worker and the built app on PORT. */
const main = async () => {
  const config = loadConfig();
  const app = await buildApp({ config, startWorkers: true });
  const { db, clock, files } = app.ctx;

  const regionsStartedAt = performance.now();
  if (await ensureRegions(db)) {
    app.log.info(
      `empty region tables: loaded Indonesia's areas in ${Math.round(performance.now() - regionsStartedAt)} ms`,
    );
  }

  if ((await countAdmins(db)) === 0) {
    if (config.seedDemo) {
      app.log.info('empty database: loading the demo data');
      await seedDemo(db, files, clock.now());
    } else {
      app.log.warn(
        'no account yet: create the first with npm run user:create -- --email you@example.org ' +
          '--group SBS --name "Your Name" (it prints a one-time password)',
      );
    }
  }

  // In the background: the server answers meanwhile; a proof without its hash yet still
  // matches an identical file by its content hash.
  void backfillProofHashes(db, files).then(
    ({ hashed, unreadable }) => {
      if (hashed || unreadable) {
        app.log.info(`proof hashes: ${hashed} computed, ${unreadable} unreadable`);
      }
    },
    (error: unknown) => app.log.error({ err: error }, 'proof hash backfill failed'),
  );

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Dashboard Form AOG / MOG on ${config.publicUrl} (${app.ctx.dbKind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
