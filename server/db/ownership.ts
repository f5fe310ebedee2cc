import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { ConfigError } from '../config';
import { ADVISORY_LOCKS } from './advisoryLocks';

/**
 * Who may use a database at the same time as whom. PGlite's files are one process's alone, so
 * every opener of a DATA_DIR takes it whole. PostgreSQL serves many: servers share it, and only
 * a command that destroys data ('destructive': a reset, a restore) needs it to itself.
 */
export type DatabaseUse = 'serve' | 'task' | 'destructive';

/** Refused because another process holds what this one needs; the message says what to do. */
export class DatabaseInUseError extends ConfigError {}

/** A held claim; releasing it twice is harmless. */
export type Release = () => Promise<void>;

/**
 * A lock older than this without a refresh belongs to a process that died (kill -9, a power
 * cut): the next opener takes it over instead of being refused for ever.
 */
const STALE_MS = 10_000;

/**
 * The exclusive claim on a DATA_DIR: a lock directory refreshed while the process lives (the
 * platform has no portable flock; proper-lockfile does this with mkdir, which is atomic).
 */
export const claimDataDir = async (dataDir: string): Promise<Release> => {
  await mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  let released = false;
  const take = async () => {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'owner.lock'),
      stale: STALE_MS,
      retries: 0,
      realpath: false,
      // A refresh that came too late (a laptop that slept) ends the lock: take it again at once,
      // and if another process got it meanwhile, stop rather than write beside it.
      onCompromised: (error) => {
        if (released) return;
        console.error(`DATA_DIR ${dataDir}: ${error.message}; taking the lock again`);
        take().catch((again: unknown) => {
          console.error(`DATA_DIR ${dataDir}: ${String(again)}; stopping to keep the data safe`);
          process.exit(1);
        });
      },
    });
  };
  try {
    await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DatabaseInUseError(
        `DATA_DIR ${dataDir} is in use by another process (a running server or another npm run ` +
          `command). Stop it first; a process that was killed leaves the lock behind for at most ` +
          `${STALE_MS / 1000} s.`,
      );
    }
    throw error;
  }
  return async () => {
    if (released) return;
    released = true;
    await release().catch(() => {});
  };
};

/**
 * The claim on a PostgreSQL database: servers hold a shared advisory lock for their lifetime on
 * a connection of their own; a destructive command needs the exclusive one and is refused while
 * any server (or another destructive command) runs. Plain tasks claim nothing.
 */
export const claimPostgres = async (url: string, use: DatabaseUse): Promise<Release> => {
  if (use === 'task') return async () => {};
  const client = new pg.Client({ connectionString: url });
  // A dropped connection ends the claim with it; it must not crash the process that held it.
  client.on('error', (error) => console.error(`database ownership lost: ${error.message}`));
  await client.connect();
  let ended = false;
  const release: Release = async () => {
    if (ended) return;
    ended = true;
    await client.end().catch(() => {});
  };
  try {
    if (use === 'serve') {
      await client.query('select pg_advisory_lock_shared($1)', [ADVISORY_LOCKS.serving]);
      return release;
    }
    const { rows } = await client.query<{ held: boolean }>(
      'select pg_try_advisory_lock($1) as held',
      [ADVISORY_LOCKS.serving],
    );
    if (!rows[0]?.held) {
      throw new DatabaseInUseError(
        'DATABASE_URL: a server (or another command) is using this database; stop every server ' +
          'on it before a command that replaces or empties its data.',
      );
    }
    return release;
  } catch (error) {
    await release();
    throw error;
  }
};
