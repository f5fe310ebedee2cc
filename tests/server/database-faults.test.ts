import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

/*
 * Issue 36, item 5: a database that cannot be reached answers 503 'Server sedang sibuk' with
 * Retry-After, never 500, and the readiness probe says so while liveness stays green. The shared
 * PostgreSQL server cannot be stopped here, so the server reaches it through a TCP proxy that
 * the test cuts (every connection dropped, new ones refused, as a stopped server does) and
 * restores, under a steady load.
 */

const BUSY = 'Server sedang sibuk, silakan coba lagi sebentar lagi';

/** A loopback TCP proxy to the database: `cut` drops and refuses connections, `restore` heals. */
const createProxy = async (target: URL) => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

interface Answer {
  phase: string;
  status: number;
  retryAfter?: string;
}

/**
 * A steady load of a signed-in read, a public search and the readiness probe, from three
 * callers at once; answers are kept with the phase they were sent in.
 */
const createLoad = (t: TestApp, token: string) => {
  const answers: Answer[] = [];
  let phase = 'up';
  let running = true;
  const waiters: { phase: string; count: number; resolve: () => void }[] = [];
  const urls = ['/api/user/profile', '/api/general/provinces/search?kata_kunci=ja'];
  const record = (sentIn: string, res: LightMyRequestResponse) => {
    answers.push({
      phase: sentIn,
      status: res.statusCode,
      retryAfter: res.headers['retry-after']?.toString(),
    });
    for (const waiter of waiters.filter((w) => answersIn(w.phase).length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const answersIn = (name: string) => answers.filter((a) => a.phase === name);
  const worker = async (index: number) => {
    for (let i = index; running; i++) {
      const sentIn = phase;
      const res = await t.app.inject({
        method: 'GET',
        url: urls[i % urls.length]!,
        headers: { authorization: `Bearer ${token}` },
      });
      record(sentIn, res);
    }
  };
  const workers = [0, 1, 2].map(worker);
  return {
    answersIn,
    setPhase: (name: string) => (phase = name),
    /** Resolves once `count` answers to requests sent in `name` have come back. */
    until: (name: string, count: number) =>
      new Promise<void>((resolve) => {
        if (answersIn(name).length >= count) resolve();
        else waiters.push({ phase: name, count, resolve });
      }),
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return answers;
    },
  };
};

const expectBusy = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ message: BUSY, errors: { _: [BUSY] } });
};

describe.runIf(onPostgres())('PostgreSQL out of reach under load', () => {
  let base: TestDatabase;
  let proxy: Awaited<ReturnType<typeof createProxy>>;
  let proxied: Database;
  let t: TestApp;

  beforeAll(async () => {
    base = await createTestDatabase();
    const url = new URL(base.url!);
    proxy = await createProxy(url);
    const throughProxy = new URL(url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    proxied = await openDatabase({
      url: throughProxy.toString(),
      poolMax: 4,
      onPoolError: () => {},
    });
    t = await createTestApp({ database: proxied });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    await proxy?.close();
    await base?.dispose();
  });

  it('answers 503 with Retry-After while cut, never 500, and recovers once restored', async () => {
    const token = await t.tokenFor('SBS');
    const load = createLoad(t, token);
    try {
      await load.until('up', 30);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(
        200,
      );

      load.setPhase('cutting');
      await proxy.cut();
      load.setPhase('down');
      await load.until('down', 30);
      expectBusy(await t.app.inject({ method: 'GET', url: '/api/health/ready' }));
      // Liveness stays as it is: the process is alive, only the database is away.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await proxy.restore();
      load.setPhase('restored');
      await load.until('restored', 60);
    } finally {
      await load.stop();
    }
    const all = [...['up', 'cutting', 'down', 'restored'].flatMap(load.answersIn)];
    expect(all.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    // The first 30 came back before the cut; requests still in flight at the cut may meet it.
    expect(
      new Set(
        load
          .answersIn('up')
          .slice(0, 30)
          .map((a) => a.status),
      ),
    ).toEqual(new Set([200]));
    const down = load.answersIn('down');
    // A 503 with Retry-After, or an answer that needed no database (a cached public search).
    expect(down.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(down.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(down.filter((a) => a.status === 503).every((a) => a.retryAfter === '5')).toBe(true);
    // Back: the last answers are all 200 (the first after the restore may still meet a
    // connection the pool had not yet found dead).
    expect(
      load
        .answersIn('restored')
        .slice(-20)
        .every((a) => a.status === 200),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503, never 500, when PostgreSQL ends the sessions (pg_terminate_backend)', async () => {
    const token = await t.tokenFor('SBS');
    const load = createLoad(t, token);
    const admin = new pg.Client({ connectionString: base.url });
    await admin.connect();
    try {
      await load.until('up', 10);
      load.setPhase('terminated');
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      load.setPhase('after');
      await load.until('after', 40);
    } finally {
      await load.stop();
      await admin.end();
    }
    const all = ['up', 'terminated', 'after'].flatMap(load.answersIn);
    expect(all.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(all.filter((a) => a.status === 503).every((a) => a.retryAfter === '5')).toBe(true);
    expect(
      load
        .answersIn('after')
        .slice(-10)
        .every((a) => a.status === 200),
    ).toBe(true);
  });
});

describe('an embedded database that is gone', () => {
  let base: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    base = await createTestDatabase();
    t = await createTestApp({ database: base.database });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers 503 with Retry-After, fails readiness, keeps liveness', async () => {
    const token = await t.tokenFor('SBS');
    await base.dispose();
    const headers = { authorization: `Bearer ${token}` };
    expectBusy(await t.app.inject({ method: 'GET', url: '/api/user/profile', headers }));
    expectBusy(
      await t.app.inject({ method: 'GET', url: '/api/general/provinces/search?kata_kunci=ja' }),
    );
    expectBusy(await t.app.inject({ method: 'GET', url: '/api/health/ready' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
