import path from 'node:path';
import pg from 'pg';
import { ConfigError, type Config } from '../config';
import { openDatabase, type Database } from './client';
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

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR,
 * claimed for `use` (see ownership.ts) before it is opened and released when it is closed.
 */
export const openConfiguredDatabase = async (
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databasePoolMax' | 'statementTimeoutMs'>>,
  use: DatabaseUse,
): Promise<Database> => {
  if (config.databaseUrl) await probe(config.databaseUrl);
  const release = config.databaseUrl
    ? await claimPostgres(config.databaseUrl, use)
    : await claimDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? {
            url: config.databaseUrl,
            poolMax: config.databasePoolMax,
            // Tasks (seeding a million members, a backup) run statements longer than a request's.
            statementTimeoutMs: use === 'serve' ? config.statementTimeoutMs : 0,
          }
        : { pgliteDir: path.join(config.dataDir, 'pglite') },
    );
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
};
