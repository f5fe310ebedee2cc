import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs a command as a person would and returns what it printed when it failed. */
const failureOf = async (script: string, env: Record<string, string>) => {
  try {
    await run('node_modules/.bin/tsx', [script], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr: stderr.trim() };
  }
  throw new Error(`${script} succeeded`);
};

describe('a wrong setting at the start', () => {
  it('stops the server with one line naming the variable', async () => {
    const { code, stderr } = await failureOf('server/main.ts', { PORT: '70000' });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Configuration error: PORT must be a whole number from 1 to 65535, got "70000"',
    );
  }, 60_000);

  it('stops a command on an unreachable database with one line and no stack', async () => {
    const { code, stderr } = await failureOf('server/cli/migrate.ts', {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/issue16_none',
    });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^db:migrate: DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1\/issue16_none \(.*ECONNREFUSED/,
    );
  }, 60_000);
});
