import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { hashToken } from '../../server/auth/tokens';
import { createClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { scaled } from '../timeouts';
import { WORKDAY_11_WIB } from './support/app';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';
import { createWorld, issueToken, type World } from './support/fixtures';

/**
 * Each instance keeps the sessions it has checked (server/auth/sessionCache.ts); the database
 * announces every change that can end one. Two instances on one database, as behind a load
 * balancer: on PostgreSQL each with its own pool and listening connection, on PGlite sharing it.
 */
let test: TestDatabase;
let second: Database;
let dir: string;
let a: FastifyInstance;
let b: FastifyInstance;
let world: World;
const clock = createClock(new Date(WORKDAY_11_WIB));

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.url ? await openDatabase({ url: test.url, poolMax: 2 }) : test.database;
  dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-sessions-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    PUBLIC_URL: 'http://app.test',
  });
  const start = (database: Database) => buildApp({ config, database, clock, logger: false });
  [a, b] = await Promise.all([start(test.database), start(second)]);
  world = await createWorld(test.database.db);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second !== test.database) await second.close();
  await test.dispose();
  await rm(dir, { recursive: true, force: true });
});

const profile = (app: FastifyInstance, token: string) =>
  app
    .inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } })
    .then((response) => response.statusCode);

const tokenOf = (account: keyof World['accounts']) =>
  issueToken(test.database.db, world.accounts[account].id, clock.now());

/** The token's session revoked as another process would: in SQL, past every instance. */
const revokeInSql = (token: string) =>
  test.database.db.execute(
    sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`,
  );

/** Runs `work` while the sessions table announces nothing, as if a notification were lost. */
const silently = async (work: () => Promise<unknown>) => {
  await test.database.db.execute(sql`alter table sessions disable trigger sessions_auth_changed`);
  try {
    await work();
  } finally {
    await test.database.db.execute(sql`alter table sessions enable trigger sessions_auth_changed`);
  }
};

/** A notification travels to the other instance's connection: bounded, never slept on. */
const soon = { timeout: scaled(5_000), interval: 10 };

describe('session checks kept in memory', () => {
  it('serves a checked session from memory: a change nobody announces goes unseen', async () => {
    const token = await tokenOf('SBS');
    expect(await profile(a, token)).toBe(200);
    await silently(() => revokeInSql(token));
    // Still kept: the answer came without the database. This is why every change announces.
    expect(await profile(a, token)).toBe(200);
    // An instance that never checked it reads the database and refuses.
    expect(await profile(b, token)).toBe(401);
  });

  it('ends a session revoked by another process on every instance', async () => {
    const token = await tokenOf('RND');
    expect(await profile(a, token)).toBe(200);
    expect(await profile(b, token)).toBe(200);
    await revokeInSql(token);
    await vi.waitFor(async () => expect(await profile(a, token)).toBe(401), soon);
    await vi.waitFor(async () => expect(await profile(b, token)).toBe(401), soon);
  });

  it('ends a signed-out session at once where it signed out, and on the other instance', async () => {
    const token = await tokenOf('ESS');
    expect(await profile(a, token)).toBe(200);
    expect(await profile(b, token)).toBe(200);
    const logout = await a.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    // No wait: the same instance forgets before it answers the sign-out.
    expect(await profile(a, token)).toBe(401);
    await vi.waitFor(async () => expect(await profile(b, token)).toBe(401), soon);
  });

  it('ends the kept sessions of a deactivated account and of a deactivated branch', async () => {
    const sbs = await tokenOf('SBS');
    const club = await tokenOf('CLUB');
    const cabang2 = await tokenOf('CABANG2');
    for (const token of [club, cabang2]) {
      expect(await profile(a, token)).toBe(200);
      expect(await profile(b, token)).toBe(200);
    }
    const remove = (url: string) =>
      a.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${sbs}` } });
    expect((await remove(`/api/admin/accounts/${world.accounts.CLUB.id}`)).statusCode).toBe(200);
    expect((await remove(`/api/admin/branches/${world.branchB}`)).statusCode).toBe(200);
    for (const token of [club, cabang2]) {
      expect(await profile(a, token)).toBe(401);
      await vi.waitFor(async () => expect(await profile(b, token)).toBe(401), soon);
    }
  });
});

describe.skipIf(!onPostgres())('a lost listening connection (PostgreSQL)', () => {
  const dropListeners = () =>
    test.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "auth_changed"'`,
    );

  it('keeps nothing while it cannot hear changes, and keeps again once it hears them', async () => {
    const token = await tokenOf('ESS');
    expect(await profile(a, token)).toBe(200);
    await dropListeners();
    await silently(() => revokeInSql(token));
    // Deaf, the instance dropped what it kept: the silent revocation is seen.
    await vi.waitFor(async () => expect(await profile(a, token)).toBe(401), soon);

    // Reconnected, it keeps checks again: a silent revocation goes unseen once more.
    await vi.waitFor(async () => {
      const next = await tokenOf('ESS');
      expect(await profile(a, next)).toBe(200);
      await silently(() => revokeInSql(next));
      expect(await profile(a, next)).toBe(200);
    }, soon);
  });
});
