import { createDiskStore } from '../files/store';
import { countMembers, seedLarge } from '../seed/large';
import { seedReference } from '../seed/reference';
import { readFlags, runDatabaseTask, seconds, UsageError } from './databaseTask';

/**
 * `npm run db:seed:large -- --members 1000000 [--append]`: adds synthetic members for
 * benchmarks. A database that already has members needs --append.
 */
const flags = () => {
  const values = readFlags({
    members: { type: 'string' },
    append: { type: 'boolean', default: false },
  });
  if (values.members === undefined) {
    throw new UsageError('say how many members to add, e.g. --members 1000000');
  }
  const members = Number(values.members);
  if (!/^\d+$/.test(values.members) || members < 1) {
    throw new UsageError(`--members must be a positive whole number, got "${values.members}"`);
  }
  return { members, append: values.append };
};

await runDatabaseTask('db:seed:large', flags, async ({ db }, config, { members, append }) => {
  const now = config.testNow ?? new Date();
  await seedReference(db, now);
  const existing = await countMembers(db);
  if (existing && !append) {
    throw new UsageError(
      `the database already has ${existing.toLocaleString('en')} members; run with --append to add ${members.toLocaleString('en')} more`,
    );
  }
  console.log(`db:seed:large: adding ${members.toLocaleString('en')} members…`);
  const startedAt = performance.now();
  await seedLarge(db, {
    members,
    now,
    store: createDiskStore(config.filesDir),
    onProgress: (done) =>
      console.log(
        `db:seed:large: ${done.toLocaleString('en')} / ${members.toLocaleString('en')} members (${seconds(startedAt)})`,
      ),
  });
  console.log(
    `db:seed:large: done, ${members.toLocaleString('en')} members in ${seconds(startedAt)}`,
  );
});
