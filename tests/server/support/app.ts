import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Group } from '../../../domain/groups';
import { buildApp, type BuildOptions } from '../../../server/app';
import { createClock, type Clock } from '../../../server/clock';
import { loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { createDiskStore } from '../../../server/files/store';
import { checkAnswers } from './contract';
import { createTestDatabase } from './database';
import { createWorld, issueToken, type World } from './fixtures';

/** Wednesday 18 November 2026, 11:00 in Jakarta: a working day, within operating hours. */
export const WORKDAY_11_WIB = '2026-11-18T04:00:00.000Z';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  world: World;
  filesDir: string;
  /** A fresh bearer token for an account of the world. */
  tokenFor(account: Group | 'CABANG2'): Promise<string>;
  /** `app.inject` with the account's token (or none with `as: null`). */
  call(options: InjectOptions & { as?: Group | 'CABANG2' | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const createTestApp = async (
  overrides: Partial<BuildOptions> & { env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> => {
  const { database, dispose } = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-test-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    PUBLIC_URL: 'http://app.test',
    ...overrides.env,
  });
  const clock = createClock(new Date(WORKDAY_11_WIB));
  const { env: _env, ...buildOverrides } = overrides;
  const app = await buildApp({
    config,
    database,
    clock,
    files: createDiskStore(config.filesDir),
    logger: false,
    ...buildOverrides,
  });
  const answers = checkAnswers(app);
  await app.ready();
  const db = app.ctx.db;
  const world = await createWorld(db);
  const tokenFor = (account: Group | 'CABANG2') =>
    issueToken(db, world.accounts[account].id, clock.now());
  return {
    app,
    db,
    clock,
    world,
    filesDir: config.filesDir,
    tokenFor,
    call: async ({ as, ...options }) => {
      const headers = { ...(options.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
      return app.inject({ ...options, headers });
    },
    close: async () => {
      await app.close();
      await dispose();
      await rm(dir, { recursive: true, force: true });
      answers.assertNoViolations();
    },
  };
};
