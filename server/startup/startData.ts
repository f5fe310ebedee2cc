import type { FastifyBaseLogger } from 'fastify';
import { countAdmins } from '../auth/repository';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStore } from '../files/store';
import { backfillProofHashes } from '../receipts/duplicates/backfill';
import { ensureRegions } from '../regions/load';
import { seedDemo } from '../seed/demo';

export interface StartupContext {
  db: Db;
  files: FileStore;
  clock: Clock;
  config: Pick<Config, 'seedDemo'>;
  log: FastifyBaseLogger;
}

/**
 * The data a start fills in once, before the port is opened: the regions of an empty database
 * and, when asked for, the demo data (or the hint to create the first account). Run by the one
 * process, or by the primary of a cluster before it forks its workers; on PostgreSQL in a thread
 * of their own (apart.ts).
 */
export const loadStartData = async ({ db, files, clock, config, log }: StartupContext) => {
  const regionsStartedAt = performance.now();
  if (await ensureRegions(db)) {
    log.info(
      `empty region tables: loaded Indonesia's areas in ${Math.round(performance.now() - regionsStartedAt)} ms`,
    );
  }

  if ((await countAdmins(db)) === 0) {
    if (config.seedDemo) {
      log.info('empty database: loading the demo data');
      await seedDemo(db, files, clock.now());
    } else {
      log.warn(
        'no account yet: create the first with npm run user:create -- --email you@example.org ' +
          '--group SBS --name "Your Name" (it prints a one-time password)',
      );
    }
  }
};

/**
 * The proof hashes older uploads lack, computed in the background: the server answers meanwhile,
 * and a proof without its hash yet still matches an identical file by its content hash.
 */
export const backfillInBackground = ({ db, files, log }: StartupContext): Promise<void> =>
  backfillProofHashes(db, files).then(
    ({ hashed, unreadable }) => {
      if (hashed || unreadable)
        log.info(`proof hashes: ${hashed} computed, ${unreadable} unreadable`);
    },
    (error: unknown) => log.error({ err: error }, 'proof hash backfill failed'),
  );
