import { createDiskStore } from '../files/store';
import { countAdmins } from '../auth/repository';
import { seedDemo } from '../seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demoData';
import { seedReference } from '../seed/reference';
import { resetDatabase } from '../seed/reset';
import { ensureRegions } from '../regions/load';
import { readFlags, runDatabaseTask, seconds, UsageError } from './databaseTask';

/**
 * `npm run db:seed [-- --reset]`: loads the reference and demo data. It refuses a database that
 * already has accounts; --reset first empties every table (all data is lost).
 */
const flags = () => readFlags({ reset: { type: 'boolean', default: false } });

await runDatabaseTask(
  'db:seed',
  flags,
  async ({ db }, config, { reset }) => {
    const accounts = await countAdmins(db);
    if (accounts && !reset) {
      throw new UsageError(
        `the database already has ${accounts} account(s); the demo loads only into an empty database. ` +
          'Run with --reset to EMPTY EVERY TABLE first (all data is lost) and then load the demo.',
      );
    }
    if (reset) {
      console.log('db:seed: --reset: emptying every table…');
      await resetDatabase(db);
    }
    const now = config.testNow ?? new Date();
    const startedAt = performance.now();
    await seedReference(db, now);
    if (await ensureRegions(db))
      console.log('db:seed: regions of Indonesia loaded (idn-area-data)');
    console.log('db:seed: reference data in place');
    console.log(`db:seed: loading the demo data relative to ${now.toISOString()}…`);
    await seedDemo(db, createDiskStore(config.filesDir), now);
    console.log(`db:seed: done in ${seconds(startedAt)}; proof images in ${config.filesDir}`);
    console.log(
      `db:seed: sign in as ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} with password ${DEMO_PASSWORD}`,
    );
  },
  ({ reset }) => (reset ? 'destructive' : 'task'),
);
