import { backup, restore } from '../backup/archive';
import { loadConfig } from '../config';
import { readPositional, runCommand, seconds, UsageError } from './databaseTask';

/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE` (this script with `backup` or
 * `restore` first): the database and the uploaded files in one archive, and back.
 */
const [action, file] = process.argv.slice(2);

await runCommand(`db:${action ?? 'backup'}`, async () => {
  if (action !== 'backup' && action !== 'restore') {
    throw new UsageError('run it as npm run db:backup -- FILE or npm run db:restore -- FILE');
  }
  const target = readPositional(
    file,
    `npm run db:${action} -- FILE (e.g. backup-2026-11-25.tar.gz)`,
  );
  const config = loadConfig();
  const startedAt = performance.now();
  if (action === 'backup') {
    await backup(config, target);
    console.log(`db:backup: ${target} written in ${seconds(startedAt)}`);
  } else {
    await restore(config, target);
    console.log(
      `db:restore: the database and files of ${target} are in place (${seconds(startedAt)}); ` +
        'start the server',
    );
  }
});
