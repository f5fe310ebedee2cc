import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { enqueueMessages } from '../../server/outbox/repository';
import { scaled } from '../timeouts';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';
import { freePort } from '../../server/net/freePort';
import { processAlive } from '../../server/processAlive';
import { tempDataDir } from '../../tools/fs/tempDataDir';

/** Polls `check` until it returns a value other than undefined, failing after `ms`. */
const until = async <T>(what: string, ms: number, check: () => Promise<T | undefined>) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The processes the primary forked, read from the kernel: the server exposes no pid. */
const childrenOf = async (pid: number): Promise<number[]> =>
  (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8'))
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** The server started as `npm start` would run it, from the sources, with `env` added. */
const startServer = (env: NodeJS.ProcessEnv) => {
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = () => server.exitCode !== null || server.signalCode !== null;
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (ended()) resolve(server.exitCode);
      else server.once('exit', (code) => resolve(code));
    });
  /** Kills it if it still runs (a test that failed half-way). */
  const kill = async () => {
    if (ended()) return;
    server.kill('SIGKILL');
    await exited();
  };
  return { server, output: () => output, exited, kill };
};

// PGlite is one process with its data folder locked: WEB_CONCURRENCY > 1 is refused there.
describe.skipIf(!onPostgres())('WEB_CONCURRENCY=2 on PostgreSQL (PGlite is one process)', () => {
  let test: TestDatabase;
  let dataDir: string;
  let started: ReturnType<typeof startServer> | undefined;
  let url: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'aog-cluster-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    started = startServer({
      DATABASE_URL: test.url,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: 'false',
      OUTBOX_POLL_MS: '50',
      LOG_LEVEL: 'info',
    });
  });

  afterAll(async () => {
    await started?.kill();
    await test?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'serves from two workers, forks a killed one again, sends a message once and stops on SIGTERM',
    async () => {
      const { server, output, exited } = started!;
      const health = async () => ((await fetch(`${url}/api/health`)).ok ? true : undefined);
      const pid = server.pid!;
      const workers = await until('two workers answering', scaled(90_000), async () => {
        const children = await childrenOf(pid);
        return children.length === 2 && output().includes('2 processes') ? children : undefined;
      });
      await until('health', scaled(10_000), health);

      // A worker that dies is replaced, and the other one answers meanwhile.
      process.kill(workers[0]!, 'SIGKILL');
      await until('the first worker gone', scaled(10_000), async () =>
        processAlive(workers[0]!) && (await childrenOf(pid)).includes(workers[0]!)
          ? undefined
          : true,
      );
      expect(await health()).toBe(true);
      const replaced = await until('a new worker forked', scaled(60_000), async () => {
        const children = await childrenOf(pid);
        return children.length === 2 && !children.includes(workers[0]!) ? children : undefined;
      });
      expect(replaced).toContain(workers[1]);
      await until('health after the restart', scaled(10_000), health);

      // Both workers poll the outbox every 50 ms: the message still goes out once.
      await enqueueMessages(
        test.database.db,
        [{ channel: 'email', recipient: 'cluster@example.org', subject: 'Satu kali', body: 'x' }],
        new Date(),
      );
      const [row] = await test.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'cluster@example.org'));
      const sent = await until('the message sent', scaled(20_000), async () => {
        const [now] = await test.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
        return now?.status === 'sent' ? now : undefined;
      });
      expect(sent.attempts).toBe(1);

      server.kill('SIGTERM');
      expect(await exited()).toBe(0);
      for (const worker of replaced) expect(processAlive(worker)).toBe(false);
      const deliveries = output()
        .split('\n')
        .filter((line) => line.includes(`"outboxId":${row!.id},`) && line.includes('[email]'));
      expect(deliveries).toHaveLength(1);
      expect(output()).toContain('a server worker died; forking another');
      expect(output()).toContain('SIGTERM: closing the 2 server processes');
    },
    scaled(180_000),
  );
});

// Once is enough: this test starts its own database, whatever the suite runs on.
describe.skipIf(onPostgres())('WEB_CONCURRENCY=2 on the embedded PostgreSQL', () => {
  let dataDir: string;
  let started: ReturnType<typeof startServer> | undefined;

  beforeAll(async () => {
    dataDir = tempDataDir('aog-cluster-embedded-');
  });
  afterAll(async () => {
    await started?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'starts the database once in the primary, serves from two workers on it, and stops it last',
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      started = startServer({
        DATABASE_URL: '',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'data'),
        DIST_DIR: path.join(dataDir, 'no-dist'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      });
      const { server, output, exited } = started;
      const workers = await until('two workers answering', scaled(120_000), async () => {
        const children = await childrenOf(server.pid!);
        return output().includes('2 processes') && children.length >= 3 ? children : undefined;
      });
      expect(output()).toContain('(embedded PostgreSQL in');
      // The primary's children: PostgreSQL and the two workers.
      const postmaster = Number(
        (
          await readFile(path.join(dataDir, 'data', 'postgres', 'data', 'postmaster.pid'), 'utf8')
        ).split('\n')[0],
      );
      expect(workers).toContain(postmaster);
      expect(workers.filter((pid) => pid !== postmaster)).toHaveLength(2);
      // Health asks the database on each worker's pools; connections are handed round-robin.
      for (let i = 0; i < 4; i += 1) {
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
      }

      server.kill('SIGTERM');
      expect(await exited()).toBe(0);
      for (const pid of workers) expect(processAlive(pid)).toBe(false);
    },
    scaled(180_000),
  );
});
