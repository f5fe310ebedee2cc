import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { adminQuery, databaseUrl, uniqueDatabaseName, waitForDisconnect } from './postgres';

/**
 * Vitest's global setup of the server suite: migrates one database per run, so that each test
 * file starts from a copy of it instead of creating and migrating its own (on PGlite that is
 * most of a small file's time).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = uniqueDatabaseName('t_template');
    await adminQuery(serverUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    await database.migrate();
    await database.close();
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await waitForDisconnect(serverUrl, name);
    project.provide('migratedTemplate', { kind: 'postgres', serverUrl, name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await database.migrate();
  // Uncompressed: each file loads it, and unpacking costs more than reading 40 MB.
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'pglite', file });
  return () => rm(dir, { recursive: true, force: true });
}
