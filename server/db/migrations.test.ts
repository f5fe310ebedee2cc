import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = 'server/db/migrations';

interface Snapshot {
  id: string;
  prevId: string;
}

const snapshots = async (): Promise<Snapshot[]> => {
  const dir = path.join(MIGRATIONS, 'meta');
  const files = (await readdir(dir)).filter((file) => file.endsWith('_snapshot.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Snapshot),
  );
};

/*
 * `npm run db:generate` writes a migration from the difference between server/db/schema.ts and
 * the last snapshot in migrations/meta. A migration written by hand without its snapshot, or two
 * snapshots with one parent, make the next one wrong or refused (both happened).
 */
describe('the migrations’ snapshots', () => {
  it('form one chain, each the child of the one before', async () => {
    const chain = await snapshots();
    chain.slice(1).forEach((snapshot, i) => expect(snapshot.prevId).toBe(chain[i]!.id));
  });

  it('end at the schema: drizzle-kit finds nothing to write', async () => {
    // drizzle-kit takes its folders relative to the working directory.
    const dir = await mkdtemp('.drizzle-check-');
    try {
      await cp(MIGRATIONS, path.join(dir, 'migrations'), { recursive: true });
      const config = path.join(dir, 'drizzle.config.ts');
      await writeFile(
        config,
        `export default ${JSON.stringify({
          dialect: 'postgresql',
          schema: './server/db/schema.ts',
          out: `./${dir}/migrations`,
        })};\n`,
      );
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['node_modules/drizzle-kit/bin.cjs', 'generate', '--config', config],
        { timeout: 60_000 },
      );
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
