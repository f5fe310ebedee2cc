import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, type Config } from '../config';
import { openDatabase, type Database } from './client';
import {
  embeddedDir,
  EmbeddedUnavailableError,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './embeddedPostgres';
import { claimDataDir, claimPostgres, type DatabaseUse } from './ownership';

/** How long a start waits for PostgreSQL before saying it cannot reach it. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Connects once before anything else so that a wrong or down DATABASE_URL stops the start with
 * one line naming the server and the reason, not a stack from deep inside the migrations.
 */
const probe = async (url: string): Promise<void> => {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
  } catch (error) {
    const { host, pathname } = new URL(url);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new ConfigError(
      `DATABASE_URL: cannot reach PostgreSQL at ${host}${pathname} (${reason})`,
    );
  } finally {
    await client.end().catch(() => {});
  }
};

type OpenConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedDatabase'> &
  Partial<Pick<Config, 'databasePoolMax' | 'statementTimeoutMs'>>;

/** PGlite's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Which embedded database DATA_DIR uses: PostgreSQL unless PGlite was asked for, or the folder
 * already holds a PGlite database and no PostgreSQL one (its data stays where it is).
 */
export const embeddedKind = (config: Pick<Config, 'dataDir' | 'embeddedDatabase'>) =>
  config.embeddedDatabase === 'pglite' ||
  (existsSync(pgliteDir(config.dataDir)) && !existsSync(embeddedDir(config.dataDir)))
    ? 'pglite'
    : 'postgres';

/**
 * Embedded PostgreSQL for DATA_DIR, or undefined where it cannot run (said once on stderr):
 * the product then runs on PGlite, slower but whole.
 */
const startEmbedded = async (dataDir: string, use: DatabaseUse) => {
  try {
    return await startEmbeddedPostgres({
      dir: embeddedDir(dataDir),
      // Every query would fail from then on: end the process so that its supervisor starts
      // it again, rather than answer 503 for ever.
      onUnexpectedExit: (tail) => {
        console.error(`embedded PostgreSQL ended unexpectedly:\n${tail}`);
        if (use === 'serve') process.exit(1);
      },
    });
  } catch (error) {
    if (!(error instanceof EmbeddedUnavailableError)) throw error;
    console.error(`embedded PostgreSQL cannot run here (${error.message}); using PGlite`);
    return undefined;
  }
};

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one in
 * DATA_DIR (PostgreSQL started for it, or PGlite), claimed for `use` (see ownership.ts) before
 * it is opened and released when it is closed.
 */
export const openConfiguredDatabase = async (
  config: OpenConfig,
  use: DatabaseUse,
): Promise<Database> => {
  if (config.databaseUrl) await probe(config.databaseUrl);
  const release = config.databaseUrl
    ? await claimPostgres(config.databaseUrl, use)
    : await claimDataDir(config.dataDir);
  let embedded: EmbeddedPostgres | undefined;
  try {
    if (!config.databaseUrl && embeddedKind(config) === 'postgres') {
      embedded = await startEmbedded(config.dataDir, use);
    }
    const url = config.databaseUrl ?? embedded?.url;
    const database = await openDatabase(
      url
        ? {
            url,
            poolMax: config.databasePoolMax,
            // Tasks (seeding a million members, a backup) run statements longer than a request's.
            statementTimeoutMs: use === 'serve' ? config.statementTimeoutMs : 0,
          }
        : { pgliteDir: pgliteDir(config.dataDir) },
    );
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
          await embedded?.stop();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await embedded?.stop();
    await release();
    throw error;
  }
};
