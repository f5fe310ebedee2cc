import type { Config } from '../config';

/** Where the database is, for a person reading the start line: never the URL's password. */
export const describeDatabase = (
  kind: 'pglite' | 'postgres',
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): string => {
  if (!config.databaseUrl) {
    return `${kind === 'pglite' ? 'PGlite' : 'embedded PostgreSQL'} in ${config.dataDir}`;
  }
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
};
