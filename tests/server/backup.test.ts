import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, BackupError, restore } from '../../server/backup/archive';
import { rowsOf } from '../../server/db/batch';
import type { Db } from '../../server/db/client';
import { registerAogMog } from '../../server/db/schema';
import { openConfiguredDatabase } from '../../server/db/open';
import { seedDemo } from '../../server/seed/demo';
import { seedReference } from '../../server/seed/reference';
import { createDiskStore } from '../../server/files/store';
import { scaled } from '../timeouts';
import { tableFingerprints } from './support/fingerprint';
import { createTestDatabase } from './support/database';
import { tempDataDir } from '../../tools/fs/tempDataDir';

const NOW = new Date('2026-11-18T06:30:00Z');
const run = promisify(execFile);

/** Every stored file by its path, with a hash of its bytes. */
const fileHashes = async (dir: string): Promise<Record<string, string>> => {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const hashes: Record<string, string> = {};
  for (const name of names.sort()) {
    hashes[name] = createHash('sha256')
      .update(await readFile(path.join(dir, name)))
      .digest('hex');
  }
  return hashes;
};

type Config = Parameters<typeof backup>[0];

/** Opens the configured database, runs `work` on it and closes it again. */
const using = async <T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> => {
  const database = await openConfiguredDatabase(config, 'task');
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
};

/**
 * The database part of a backup as bytes to search: PGlite's data files, the embedded
 * cluster's, or pg_dump's rows.
 */
const databaseBytes = async (config: Config, file: string): Promise<Buffer> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backup-open-'));
  try {
    await run('tar', ['-xzf', file, '-C', dir]);
    if (!config.databaseUrl && config.embeddedDatabase === 'pglite') {
      return gunzipSync(await readFile(path.join(dir, 'pglite.tar.gz')));
    }
    if (!config.databaseUrl) {
      const cluster = path.join(dir, 'cluster');
      await mkdir(cluster);
      await run('tar', ['-xf', path.join(dir, 'embedded-postgres.tar'), '-C', cluster]);
      const names = await readdir(cluster, { recursive: true, withFileTypes: true });
      return Buffer.concat(
        await Promise.all(
          names
            .filter((entry) => entry.isFile())
            .map((entry) => readFile(path.join(entry.parentPath, entry.name))),
        ),
      );
    }
    const { stdout } = await run(
      'pg_restore',
      ['--data-only', '-f', '-', path.join(dir, 'database.dump')],
      {
        maxBuffer: 512 * 1024 * 1024,
      },
    );
    return Buffer.from(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * The demo's members are stored encrypted (issue 36): the database holds only envelopes, and
 * not one of their NIKs or account numbers is in the backup.
 */
const expectNoPlainNik = async (config: Config, file: string) => {
  const members = await using(config, async (db) => {
    const [plain] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from register_aog_mog where no_ktp not like 'enc:v1:%' or nomor_rekening not like 'enc:v1:%'`,
      ),
    );
    expect(plain?.n).toBe(0);
    return db
      .select({ nik: registerAogMog.noKtp, account: registerAogMog.nomorRekening })
      .from(registerAogMog)
      .limit(50);
  });
  expect(members.length).toBeGreaterThan(10);
  const bytes = await databaseBytes(config, file);
  expect(bytes.includes(Buffer.from('enc:v1:'))).toBe(true);
  for (const { nik, account } of members) {
    expect(bytes.includes(Buffer.from(nik)), nik).toBe(false);
    expect(bytes.includes(Buffer.from(account)), account).toBe(false);
  }
};

/** Seeds, backs up, spoils data and files, restores: everything is as it was at the backup. */
const roundTrip = async (config: Config, file: string) => {
  const database = await openConfiguredDatabase(config, 'task');
  try {
    await database.migrate();
    await seedReference(database.db, NOW);
    await seedDemo(database.db, createDiskStore(config.filesDir), NOW);
  } finally {
    await database.close();
  }
  const tables = await using(config, tableFingerprints);
  const files = await fileHashes(config.filesDir);
  expect(Object.keys(files).length).toBeGreaterThan(0);

  await backup(config, file);
  await expectNoPlainNik(config, file);

  await using(config, async (db) => {
    await db.execute(sql`update admins set name = 'changed after the backup'`);
    await db.execute(sql`delete from outbox`);
  });
  const [first] = Object.keys(files);
  await rm(path.join(config.filesDir, first!));
  await writeFile(path.join(config.filesDir, 'added-after-backup.png'), 'x');
  expect(await using(config, tableFingerprints)).not.toEqual(tables);

  await restore(config, file);

  expect(await using(config, tableFingerprints)).toEqual(tables);
  expect(await fileHashes(config.filesDir)).toEqual(files);
};

describe('db:backup and db:restore', () => {
  const work = tempDataDir('backup-test-');
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const inDataDir = (name: string, embeddedDatabase: 'pglite' | 'postgres') => ({
    databaseUrl: undefined,
    embeddedDatabase,
    dataDir: path.join(work, name),
    filesDir: path.join(work, name, 'files'),
  });

  it.skipIf(process.env.TEST_DATABASE_URL).each([
    {
      kind: 'PGlite',
      config: inDataDir('pglite-data', 'pglite'),
      elsewhere: { databaseUrl: 'postgres://nobody@127.0.0.1:1/x' },
      refusal:
        'this is a backup of PGlite, and PostgreSQL cannot take it: unset DATABASE_URL, and ' +
        'restore it into a DATA_DIR with EMBEDDED_DATABASE=pglite',
    },
    {
      kind: 'embedded PostgreSQL',
      config: inDataDir('embedded-data', 'postgres'),
      elsewhere: inDataDir('other-pglite', 'pglite'),
      refusal:
        'this is a backup of the embedded PostgreSQL, and PGlite cannot take it: unset ' +
        'DATABASE_URL, and restore it into a DATA_DIR with EMBEDDED_DATABASE=postgres',
    },
  ])(
    'round-trips a seeded $kind database and its files, and refuses it elsewhere',
    async ({ config, elsewhere, refusal }) => {
      const file = path.join(work, `${config.embeddedDatabase}.tar.gz`);
      await roundTrip(config, file);
      // Restoring it into another kind of database is refused before anything is touched.
      await expect(restore({ ...config, ...elsewhere }, file)).rejects.toThrow(
        new BackupError(refusal),
      );
    },
    scaled(180_000),
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'round-trips a seeded PostgreSQL database and its files',
    async () => {
      const test = await createTestDatabase();
      try {
        const config = {
          databaseUrl: test.url,
          embeddedDatabase: 'postgres' as const,
          dataDir: path.join(work, 'pg-data'),
          filesDir: path.join(work, 'pg-data', 'files'),
        };
        await roundTrip(config, path.join(work, 'pg.tar.gz'));
      } finally {
        await test.dispose();
      }
    },
    scaled(180_000),
  );

  it('refuses a file that is not a backup, and says so on the command line', async () => {
    const notBackup = path.join(work, 'not-a-backup.tar.gz');
    await writeFile(notBackup, 'hello');
    const config = {
      databaseUrl: undefined,
      embeddedDatabase: 'pglite' as const,
      dataDir: path.join(work, 'other'),
      filesDir: path.join(work, 'other', 'files'),
    };
    await expect(restore(config, notBackup)).rejects.toBeInstanceOf(BackupError);

    const result = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['server/cli/backup.ts', 'restore', path.join(work, 'missing.tar.gz')],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: config.dataDir }, timeout: 60_000 },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({
      code: 1,
      stderr: `db:restore: ${path.join(work, 'missing.tar.gz')} does not exist\n`,
    });
  }, 90_000);
});
