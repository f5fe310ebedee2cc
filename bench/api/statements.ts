import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import type { BenchCase, BenchContext } from '../types';

/** One statement as the server sent it to PostgreSQL. */
export interface Statement {
  text: string;
  values: unknown[];
}

type QueryArgs = [config: string | { text: string; values?: unknown[] }, values?: unknown[]];

/**
 * The statements each case's request runs, as the server sends them: the server built in this
 * process on the bench database, every query of its connections recorded during one request.
 * The request is sent once before, so that the session check is kept and the statements are
 * those of a warm server, as under load.
 */
export const captureStatements = async (
  url: string,
  cases: BenchCase[],
  ctx: BenchContext,
  tokenOf: (group: BenchCase['as']) => Promise<string | undefined>,
): Promise<Map<BenchCase, Statement[]>> => {
  const recorded: Statement[] = [];
  let recording = false;
  const prototype = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, ...args: QueryArgs) {
    const [config, values] = args;
    if (recording) {
      recorded.push(
        typeof config === 'string'
          ? { text: config, values: values ?? [] }
          : { text: config.text, values: values ?? config.values ?? [] },
      );
    }
    return original.apply(this, args);
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-bench-capture-'));
  const database = await openDatabase({ url });
  // The keys of personal data are the bench server's (DATA_DIR of the environment).
  const app = await buildApp({
    config: loadConfig({ ...process.env, DATABASE_URL: url, DIST_DIR: dir }),
    database,
    logger: false,
  });
  try {
    const captured = new Map<BenchCase, Statement[]>();
    for (const benchCase of cases) {
      if ((benchCase.method ?? 'GET') !== 'GET') continue;
      const token = await tokenOf(benchCase.as);
      const send = () =>
        app.inject({
          url: benchCase.path(ctx),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      await send();
      recorded.length = 0;
      recording = true;
      const response = await send();
      recording = false;
      if (response.statusCode >= 300) {
        throw new Error(`${benchCase.name}: answered ${response.statusCode} while captured`);
      }
      captured.set(benchCase, [...recorded]);
    }
    return captured;
  } finally {
    recording = false;
    prototype.query = original;
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * A request's statements sent again, one after another on one connection, as a pgbench script
 * of them would: what the database alone needs for the request.
 */
export const replayer = (pool: pg.Pool, statements: Statement[]) => async () => {
  const client = await pool.connect();
  try {
    for (const { text, values } of statements) await client.query(text, values);
    return true;
  } finally {
    client.release();
  }
};
