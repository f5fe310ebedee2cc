import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client';

/**
 * A freshly migrated database of its own for one test file: PGlite in memory by default, or,
 * with TEST_DATABASE_URL, a new PostgreSQL database created beside it and dropped afterwards.
 */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's address, for a second pool on it; absent on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

const adminQuery = async (url: string, query: string): Promise<void> => {
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
const waitForDisconnect = async (url: string, database: string): Promise<void> => {
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

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends its idle connections; that is expected here.
  const database = await openDatabase({ url: url.toString(), poolMax: 5, onPoolError: () => {} });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await waitForDisconnect(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);
