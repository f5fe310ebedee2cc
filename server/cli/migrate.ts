import { readFlags, runDatabaseTask } from './databaseTask';

/** `npm run db:migrate`: applies the migrations to the configured database, nothing else. */
await runDatabaseTask(
  'db:migrate',
  () => readFlags({}),
  async () => {},
);
