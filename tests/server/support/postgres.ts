import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on its own connection: CREATE and DROP DATABASE cannot run in a pool's. */
export const adminQuery = async (url: string, query: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

/**
 * pg's `pool.end()` resolves before its sockets have closed; a forced drop in that moment
 * terminates them, and the closing client throws 'terminating connection due to administrator
 * command' as an unhandled error. So wait (briefly) until the database has no sessions left.
 */
export const waitForDisconnect = async (url: string, database: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const result = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (Number(result.rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
};

/** A database name no other run of the suite uses at the same time. */
export const uniqueDatabaseName = (prefix: string): string =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** The same server's address with another database in its path. */
export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
