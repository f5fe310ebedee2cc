import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../server/db/open';
import { rowsOf } from '../../server/db/batch';
import { ADVISORY_LOCKS } from '../../server/db/advisoryLocks';
import { claimPostgres, DatabaseInUseError } from '../../server/db/ownership';
import { createTestDatabase } from './support/database';

const run = promisify(execFile);

/** A command run as a person would, with its exit code and what it printed on stderr. */
const command = async (script: string, args: string[], env: Record<string, string>) => {
  try {
    await run('node_modules/.bin/tsx', [script, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr: stderr.trim() };
  }
};

describe('one owner per DATA_DIR (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ownership-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a reset while a server holds the folder, and the data stays', async () => {
    const server = await openConfiguredDatabase(
      { dataDir, databaseUrl: undefined, embeddedDatabase: 'pglite' as const },
      'serve',
    );
    try {
      await server.migrate();
      await server.db.execute(sql`create table kept (n int)`);
      await server.db.execute(sql`insert into kept values (1), (2), (3)`);

      await expect(
        openConfiguredDatabase(
          { dataDir, databaseUrl: undefined, embeddedDatabase: 'pglite' as const },
          'task',
        ),
      ).rejects.toBeInstanceOf(DatabaseInUseError);
      const reset = await command('server/cli/seed.ts', ['--reset'], { DATA_DIR: dataDir });
      expect(reset.code).toBe(1);
      expect(reset.stderr).toBe(
        `db:seed: DATA_DIR ${dataDir} is in use by another process (a running server or another ` +
          'npm run command). Stop it first; a process that was killed leaves the lock behind for ' +
          'at most 10 s.',
      );

      const rows = rowsOf<{ n: number }>(
        await server.db.execute(sql`select count(*)::int as n from kept`),
      );
      expect(rows[0]?.n).toBe(3);
    } finally {
      await server.close();
    }
    // Closed, the folder is free again for the next owner.
    const next = await openConfiguredDatabase(
      { dataDir, databaseUrl: undefined, embeddedDatabase: 'pglite' as const },
      'task',
    );
    await next.close();
  }, 90_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL: servers share, a reset needs it alone',
  () => {
    it('refuses a destructive command while any server runs, and allows it once they stop', async () => {
      const test = await createTestDatabase();
      const url = test.url!;
      try {
        const first = await claimPostgres(url, 'serve');
        const second = await claimPostgres(url, 'serve');
        await expect(claimPostgres(url, 'destructive')).rejects.toBeInstanceOf(DatabaseInUseError);
        const reset = await command('server/cli/seed.ts', ['--reset'], { DATABASE_URL: url });
        expect(reset.code).toBe(1);
        expect(reset.stderr).toMatch(
          /^db:seed: DATABASE_URL: a server \(or another command\) is using/,
        );

        await first();
        await expect(claimPostgres(url, 'destructive')).rejects.toBeInstanceOf(DatabaseInUseError);
        await second();
        const alone = await claimPostgres(url, 'destructive');
        // Nor does a second destructive command run beside it (a server would wait for it).
        await expect(claimPostgres(url, 'destructive')).rejects.toBeInstanceOf(DatabaseInUseError);
        await alone();
      } finally {
        await test.dispose();
      }
    }, 90_000);
  },
);

it('gives every advisory lock its own key (a serving lock on the region-load key deadlocked a start)', () => {
  const keys = Object.values(ADVISORY_LOCKS);
  expect(new Set(keys).size).toBe(keys.length);
});
