import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { adminQuery, databaseUrl, uniqueDatabaseName, waitForDisconnect } from './postgres';

/**
 * A freshly migrated database of its own for one test file: PGlite in memory by default, or,
 * with TEST_DATABASE_URL, a new PostgreSQL database created beside it and dropped afterwards.
 * Both are copies of the run's migrated template (support/template.ts).
 */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's address, for a second pool on it; absent on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const template = inject('migratedTemplate');
  if (template.kind === 'pglite') {
    const pgliteDump = new Blob([await readFile(template.file)]);
    const database = await openDatabase({ pgliteDump });
    return { database, dispose: () => database.close() };
  }
  const { serverUrl } = template;
  const name = uniqueDatabaseName('t');
  await adminQuery(serverUrl, `create database ${name} template ${template.name}`);
  const url = databaseUrl(serverUrl, name);
  // Dropping the database ends its idle connections; that is expected here.
  const database = await openDatabase({ url, poolMax: 5, onPoolError: () => {} });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await waitForDisconnect(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);
