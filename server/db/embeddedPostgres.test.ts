import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../../tests/timeouts';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { tempDataDir } from '../../tools/fs/tempDataDir';
import { processAlive } from '../processAlive';

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
