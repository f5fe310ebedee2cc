import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> =>
  openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
