import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../../tests/timeouts';
import { rowsOf } from './batch';
import { openDatabase } from './client';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { tempDataDir } from '../../tools/fs/tempDataDir';
import { processAlive } from '../processAlive';

/** The protocol's Terminate message: 'X' and its length, 4. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

describe('embedded PostgreSQL', () => {
  const work = tempDataDir('embedded-pg-');
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const dir = path.join(work, 'postgres');

  it(
    'creates a cluster on first use, keeps its data across starts, and asks for its password',
    async () => {
      const first = await startEmbeddedPostgres({ dir });
      try {
        await query(first.url, "create table kept (v text); insert into kept values ('ada')");
        const wrong = new URL(first.url);
        wrong.password = 'not-the-password';
        await expect(query(wrong.href, 'select 1')).rejects.toThrow(/password authentication/);
        const [{ collation }] = await query(
          first.url,
          "select datcollate as collation from pg_database where datname = 'postgres'",
        );
        expect(collation).toBe('C');
      } finally {
        await first.stop();
      }
      expect(processAlive(first.pid)).toBe(false);
      // The password is the server's alone.
      expect(statSync(path.join(dir, 'password')).mode & 0o077).toBe(0);

      const second = await startEmbeddedPostgres({ dir });
      try {
        expect(await query(second.url, 'select v from kept')).toEqual([{ v: 'ada' }]);
      } finally {
        await second.stop();
      }
    },
    scaled(120_000),
  );

  it(
    'takes the cluster back from a server process whose parent was killed',
    async () => {
      // A child that starts the cluster and is then killed with SIGKILL: its PostgreSQL lives on.
      const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('server/db/embeddedPostgres.ts'))};
      const cluster = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} });
      console.log(cluster.pid);
    `;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '--eval', script],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const orphan = await new Promise<number>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
        child.once('exit', (code) => reject(new Error(`the child exited with ${code}`)));
      });
      child.kill('SIGKILL');
      expect(processAlive(orphan)).toBe(true);
      expect(await readFile(path.join(dir, 'data', 'postmaster.pid'), 'utf8')).toMatch(
        new RegExp(`^${orphan}\\n`),
      );

      const next = await startEmbeddedPostgres({ dir });
      try {
        expect(processAlive(orphan)).toBe(false);
        expect(await query(next.url, 'select v from kept')).toEqual([{ v: 'ada' }]);
      } finally {
        await next.stop();
      }
    },
    scaled(120_000),
  );

  it(
    'is stopped only after the pools have closed their sessions, so none is reported lost',
    async () => {
      const cluster = await startEmbeddedPostgres({ dir });
      // Between the pools and PostgreSQL, a proxy that holds each session's end (its Terminate
      // message and its half-close) back: a close that does not wait for the sessions to end
      // returns while they still run.
      const target = new URL(cluster.url);
      const proxy = createServer({ allowHalfOpen: true }, (inbound) => {
        const outbound = connect(Number(target.port), '127.0.0.1');
        inbound.on('data', (chunk) => {
          if (chunk.equals(TERMINATE)) setTimeout(() => outbound.write(chunk), 300);
          else outbound.write(chunk);
        });
        inbound.on('end', () => setTimeout(() => outbound.end(), 300));
        outbound.pipe(inbound);
        outbound.on('close', () => inbound.destroy());
        inbound.on('error', () => {});
        outbound.on('error', () => {});
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const proxied = new URL(cluster.url);
      proxied.port = String((proxy.address() as AddressInfo).port);
      const lost: Error[] = [];
      try {
        const database = await openDatabase({
          url: proxied.href,
          onPoolError: (error) => lost.push(error),
        });
        const pid = sql`select pg_backend_pid() as pid, pg_sleep(0.05)`;
        // Several sessions in each pool, as a command's parallel work leaves them.
        const results = await Promise.all([
          ...Array.from({ length: 4 }, () => database.db.execute(pid)),
          ...Array.from({ length: 2 }, () => database.authDb.execute(pid)),
        ]);
        const pids = results.map((result) => Number(rowsOf<{ pid: number }>(result)[0]!.pid));
        expect(new Set(pids).size).toBe(6);
        await database.close();
        const left = await query(
          cluster.url,
          `select pid from pg_stat_activity where pid in (${pids.join(',')})`,
        );
        expect(left).toEqual([]);
      } finally {
        await cluster.stop();
        proxy.close();
      }
      expect(lost).toEqual([]);
    },
    scaled(120_000),
  );

  it(
    'reports an end it did not ask for',
    async () => {
      let reported: (tail: string) => void;
      const ended = new Promise<string>((resolve) => (reported = resolve));
      const cluster = await startEmbeddedPostgres({
        dir,
        onUnexpectedExit: (tail) => reported(tail),
      });
      process.kill(cluster.pid, 'SIGQUIT');
      expect(typeof (await ended)).toBe('string');
    },
    scaled(120_000),
  );
});
