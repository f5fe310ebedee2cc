import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Config } from '../config';
import { adoptCluster, embeddedDir, startEmbeddedPostgres } from '../db/embeddedPostgres';
import { embeddedKind, openConfiguredDatabase, pgliteDir } from '../db/open';
import { claimDataDir, claimPostgres } from '../db/ownership';

const run = promisify(execFile);

/**
 * A backup is one .tar.gz: manifest.json, the database in its own tool's format (PGlite's
 * data-dir dump, pg_dump's custom format, or the embedded PostgreSQL cluster's folder copied
 * after a clean shutdown) and every uploaded file under files/. It restores into the same kind
 * of database only: the formats are not interchangeable.
 */
const FORMAT = 1;
const PGLITE_DUMP = 'pglite.tar.gz';
const PG_DUMP = 'database.dump';
const EMBEDDED_COPY = 'embedded-postgres.tar';
const FILES = 'files';

type Kind = 'pglite' | 'postgres' | 'embedded';
const KIND_NAMES: Record<Kind, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  embedded: 'the embedded PostgreSQL',
};
const DATABASE_PART: Record<Kind, string> = {
  pglite: PGLITE_DUMP,
  postgres: PG_DUMP,
  embedded: EMBEDDED_COPY,
};
interface Manifest {
  format: typeof FORMAT;
  kind: Kind;
  created_at: string;
}

/** The archive cannot be used here; the message says why. */
export class BackupError extends Error {}

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir' | 'embeddedDatabase'>;

const kindOf = (config: BackupConfig): Kind => {
  if (config.databaseUrl) return 'postgres';
  return embeddedKind(config) === 'pglite' ? 'pglite' : 'embedded';
};

/**
 * The embedded cluster's folder as it is after a clean shutdown, which needs no recovery to
 * open: started (it may have been left running by a killed server) and stopped again, under
 * DATA_DIR's lock so that no server starts meanwhile.
 */
const copyEmbedded = async (config: BackupConfig, file: string): Promise<void> => {
  const release = await claimDataDir(config.dataDir);
  try {
    const cluster = await startEmbeddedPostgres({ dir: embeddedDir(config.dataDir) });
    await cluster.stop();
    await tar.create({ file, cwd: embeddedDir(config.dataDir), portable: true }, ['.']);
  } finally {
    await release();
  }
};

/** pg_dump and pg_restore's own message when they fail, not node's wrapper around it. */
const pgTool = async (tool: string, args: string[]): Promise<void> => {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: install the PostgreSQL client tools`);
    }
    throw new BackupError(`${tool} failed: ${(stderr ?? String(error)).trim()}`);
  }
};

const withStaging = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Writes the backup to `file`. On PostgreSQL it runs beside the servers: pg_dump reads one
 * consistent snapshot, and the files are archived after it, so every file a dumped row names is
 * in the archive (a file is stored before its row commits). PGlite's files are one process's,
 * so the embedded database is backed up while the server is stopped (claimDataDir refuses
 * otherwise).
 */
export const backup = async (config: BackupConfig, file: string): Promise<void> => {
  const kind = kindOf(config);
  await withStaging(async (staging) => {
    if (config.databaseUrl) {
      await pgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(staging, PG_DUMP),
        '--dbname',
        config.databaseUrl,
      ]);
    } else if (kind === 'embedded') {
      await copyEmbedded(config, path.join(staging, EMBEDDED_COPY));
    } else {
      const database = await openConfiguredDatabase(config, 'task');
      try {
        const dump = await database.pglite!.dumpDataDir('gzip');
        await writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    const manifest: Manifest = { format: FORMAT, kind, created_at: new Date().toISOString() };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const entries = ['manifest.json', DATABASE_PART[kind]];
    if (existsSync(config.filesDir)) {
      // The files are archived where they are (a link followed by tar), not copied first.
      await symlink(config.filesDir, path.join(staging, FILES), 'dir');
      entries.push(FILES);
    }
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file, cwd: staging, follow: true, portable: true }, entries);
  });
};

const readManifest = async (staging: string, kind: Kind): Promise<void> => {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError('this file is not a backup made by npm run db:backup');
  }
  if (manifest.format !== FORMAT) {
    throw new BackupError(`this backup's format ${String(manifest.format)} is not ${FORMAT}`);
  }
  if (manifest.kind !== kind) {
    const from = manifest.kind && manifest.kind in KIND_NAMES ? manifest.kind : undefined;
    throw new BackupError(
      `this is a backup of ${from ? KIND_NAMES[from] : 'an unknown database'}, and ` +
        `${KIND_NAMES[kind]} cannot take it: ` +
        (from === 'postgres'
          ? 'set DATABASE_URL to the PostgreSQL database to restore it into'
          : from
            ? `unset DATABASE_URL, and restore it into a DATA_DIR with EMBEDDED_DATABASE=${from === 'pglite' ? 'pglite' : 'postgres'}`
            : 'this file was not made by this version'),
    );
  }
};

/**
 * Puts `next` where `current` is, keeping the current one aside until `work` succeeds: a
 * restore that fails halfway leaves the data as it was.
 */
const replaceDir = async (
  current: string,
  next: string | undefined,
  work: () => Promise<void> = async () => {},
): Promise<void> => {
  const aside = `${current}.before-restore-${Date.now()}`;
  const had = existsSync(current);
  if (had) await rename(current, aside);
  try {
    if (next) {
      await mkdir(path.dirname(current), { recursive: true });
      await rename(next, current);
    }
    await work();
  } catch (error) {
    await rm(current, { recursive: true, force: true });
    if (had) await rename(aside, current);
    throw error;
  }
  if (had) await rm(aside, { recursive: true, force: true });
};

/** Moves across file systems too (the staging folder is in the system's temp). */
const stage = async (from: string, near: string): Promise<string | undefined> => {
  if (!existsSync(from)) return undefined;
  const to = `${near}.restoring-${Date.now()}`;
  await cp(from, to, { recursive: true });
  return to;
};

/**
 * Replaces the database and the uploaded files with the backup's. Nothing else may use them
 * meanwhile: on PGlite the DATA_DIR claim, on PostgreSQL the exclusive lock that no running
 * server allows.
 */
export const restore = async (config: BackupConfig, file: string): Promise<void> => {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const kind = kindOf(config);
  await withStaging(async (staging) => {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`this file cannot be read as a backup (${String(error)})`);
    }
    await readManifest(staging, kind);
    const release = config.databaseUrl
      ? await claimPostgres(config.databaseUrl, 'destructive')
      : await claimDataDir(config.dataDir);
    try {
      const files = await stage(path.join(staging, FILES), config.filesDir);
      await replaceDir(config.filesDir, files, async () => {
        if (config.databaseUrl) {
          await pgTool('pg_restore', [
            '--clean',
            '--if-exists',
            '--no-owner',
            '--single-transaction',
            '--dbname',
            config.databaseUrl,
            path.join(staging, PG_DUMP),
          ]);
          return;
        }
        if (kind === 'embedded') {
          const target = embeddedDir(config.dataDir);
          const fresh = `${target}.restoring-${Date.now()}`;
          await mkdir(fresh, { recursive: true });
          await tar.extract({ file: path.join(staging, EMBEDDED_COPY), cwd: fresh, strict: true });
          await adoptCluster(fresh);
          await replaceDir(target, fresh);
          return;
        }
        const target = pgliteDir(config.dataDir);
        const fresh = `${target}.restoring-${Date.now()}`;
        const dump = await readFile(path.join(staging, PGLITE_DUMP));
        const loaded = await PGlite.create(fresh, { loadDataDir: new Blob([dump]) });
        await loaded.close();
        await replaceDir(target, fresh);
      });
    } finally {
      await release();
    }
  });
};
