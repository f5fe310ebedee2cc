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
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);
