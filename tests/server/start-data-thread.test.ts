import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../server/build/bundle';
import { loadConfig } from '../../server/config';
import { rowsOf } from '../../server/db/batch';
import { seedReference } from '../../server/seed/reference';
import { BUNDLED_START_DATA, loadStartDataApart } from '../../server/startup/apart';
import { scaled } from '../timeouts';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

/**
 * `npm start` on PostgreSQL loads a first start's regions and demo data in a thread of its own
 * (server/startup/apart.ts), so the memory they take goes with it; PGlite, in the server's own
 * thread, keeps loading them there. The thread runs the bundled file, as `npm start` does: this
 * test bundles the server into test-results/ (inside the project, so its packages resolve).
 */
describe.skipIf(!onPostgres())('the start data in a thread of its own', () => {
  let test: TestDatabase;
  let dataDir: string;
  let bundleDir: string;
  let thread: string;
  const configFor = (url: string) =>
    loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      TEST_NOW: '2026-11-18T04:00:00.000Z',
      LOG_LEVEL: 'warn',
    });

  beforeAll(async () => {
    test = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'start-data-'));
    await mkdir('test-results', { recursive: true });
    bundleDir = await mkdtemp(path.resolve('test-results/start-data-'));
    await bundleServer('server/main.ts', path.join(bundleDir, 'main.js'));
    thread = path.join(bundleDir, BUNDLED_START_DATA);
    await seedReference(test.database.db, new Date('2026-11-18T04:00:00.000Z'));
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(dataDir, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
  });

  it(
    'fills an empty database with the regions and the demo data, and ends',
    async () => {
      const count = async (table: string) => {
        const [row] = rowsOf<{ n: number }>(
          await test.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
        );
        return row!.n;
      };
      expect(await count('admins')).toBe(0);
      await loadStartDataApart(thread, { url: test.url!, config: configFor(test.url!) });
      expect(await count('admins')).toBeGreaterThan(5);
      expect(await count('register_aog_mog')).toBeGreaterThan(1000);
      expect(await count('villages')).toBeGreaterThan(80_000);
    },
    scaled(120_000),
  );

  it('fails with the reason when the thread cannot do its work', async () => {
    const unreachable = 'postgres://postgres@127.0.0.1:1/nothing';
    await expect(
      loadStartDataApart(thread, { url: unreachable, config: configFor(unreachable) }),
    ).rejects.toThrow(/Failed query|ECONNREFUSED/);
  });
});
