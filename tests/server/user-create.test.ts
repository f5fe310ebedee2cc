import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { findAdminByEmail } from '../../server/auth/repository';
import { verifyPassword } from '../../server/auth/passwords';
import { openConfiguredDatabase } from '../../server/db/open';
import { tempDataDir } from '../../tools/fs/tempDataDir';

const run = promisify(execFile);

/** `npm run user:create -- …` on the test's own PGlite folder. */
const userCreate = async (dataDir: string, ...args: string[]) => {
  try {
    const { stdout } = await run('node_modules/.bin/tsx', ['server/cli/user-create.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr: stderr.trim() };
  }
};

describe('npm run user:create', () => {
  const dataDir = tempDataDir('user-create-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the first account on an empty database and prints a password that signs in', async () => {
    const created = await userCreate(
      dataDir,
      '--email',
      'Kepala@Example.org',
      '--group',
      'sbs',
      '--name',
      'Kepala Pusat',
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/user:create: kepala@example\.org \(SBS\) created, id \d+/);
    const password = /one-time password: (\S+)/.exec(created.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);

    const database = await openConfiguredDatabase(
      { dataDir, databaseUrl: undefined, embeddedDatabase: 'postgres' },
      'task',
    );
    try {
      const admin = await findAdminByEmail(database.db, 'kepala@example.org');
      expect(admin).toMatchObject({ name: 'Kepala Pusat', groupName: 'SBS', active: true });
      expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('refuses, with the rule it broke, a taken e-mail and a branch account without a branch', async () => {
    const taken = await userCreate(dataDir, '--email', 'kepala@example.org', '--group', 'RND');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^user:create: email: /);

    const branchless = await userCreate(
      dataDir,
      '--email',
      'cabang@example.org',
      '--group',
      'CABANG',
    );
    expect(branchless.code).toBe(1);
    expect(branchless.stderr).toMatch(/^user:create: .*cabang/i);

    const unknown = await userCreate(
      dataDir,
      '--email',
      'cabang@example.org',
      '--group',
      'CABANG',
      '--branch',
      'Atlantis',
    );
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'user:create: --branch: no branch has the id or name "Atlantis"',
    });
  }, 120_000);
});
