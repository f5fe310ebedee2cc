import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

/*
 * Issue 15, item 5: a slow call cannot starve light ones. The server's pool has one connection
 * and a 300 ms statement timeout here, so what holds it shows at once. PostgreSQL only: PGlite
 * runs one query at a time in the process and has no statement timeout.
 */
describe.runIf(onPostgres())('a busy database', () => {
  let base: TestDatabase;
  let busy: Database;
  let t: TestApp;

  beforeAll(async () => {
    base = await createTestDatabase();
    busy = await openDatabase({ url: base.url, poolMax: 1, statementTimeoutMs: 300 });
    t = await createTestApp({ database: busy });
  });

  afterAll(async () => {
    await t?.close();
    await busy?.close();
    await base?.dispose();
  });

  it('answers 503 with a message when a list query runs past the statement timeout', async () => {
    // Another session locks the receipts: the list's query waits, then times out.
    const locker = new pg.Client({ connectionString: base.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table payment_receipts in access exclusive mode');
      const res = await t.call({
        method: 'GET',
        url: '/api/user/payment_receipt/search?page=1',
        as: 'SBS',
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        message: 'Server sedang sibuk, silakan coba lagi sebentar lagi',
        errors: { _: ['Server sedang sibuk, silakan coba lagi sebentar lagi'] },
      });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    // The connection came back: the next call is answered.
    const res = await t.call({ method: 'GET', url: '/api/user/payment_receipt/search', as: 'SBS' });
    expect(res.statusCode).toBe(200);
  });

  it('checks sessions on their own connections while a slow query holds the pool', async () => {
    const token = await t.tokenFor('CABANG');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The pool's only connection, busy in a transaction until released.
    const holder = busy.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      const started = performance.now();
      // A CABANG account on a central route: the guard answers from the session check alone.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/dashboard/count',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
      expect(performance.now() - started).toBeLessThan(300);
      // With no token at all, 401 as before.
      const anonymous = await t.call({ method: 'GET', url: '/api/user/dashboard/count' });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      release();
      await holder;
    }
  });

  it('still revokes at once: a signed-out token is refused on the next call', async () => {
    const token = await t.tokenFor('SBS');
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect((await call('GET', '/api/user/dashboard/count')).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await call('GET', '/api/user/dashboard/count')).statusCode).toBe(401);
  });
});
