import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/client';
import { auditLog, files, scheduledRuns } from '../../server/db/schema';
import {
  PROOF_PURGED,
  createRetentionJob,
  purgeExpiredProofs,
  retentionCutoff,
} from '../../server/files/retention';
import { createDiskStore, type FileStore } from '../../server/files/store';
import { createTestDatabase, type TestDatabase } from './support/database';
import { WORKDAY_11_WIB } from './support/app';

const quiet = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const NOW = new Date(WORKDAY_11_WIB);
const YEARS = 10;

let test: TestDatabase;
/** A second connection to the same database on PostgreSQL (another instance); PGlite shares one. */
let second: Database;
let dir: string;
let store: FileStore;

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.url ? await openDatabase({ url: test.url, poolMax: 5 }) : test.database;
  dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-retention-'));
  store = createDiskStore(dir);
});
afterAll(async () => {
  if (second !== test.database) await second.close();
  await test.dispose();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  const db = test.database.db;
  await db.delete(scheduledRuns);
  await db.delete(auditLog).where(eq(auditLog.action, PROOF_PURGED));
});

let stored = 0;
/** Proof files stored at `at`, with their bytes on disk; answers their ids. */
const proofsAt = async (at: Date, count: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `proof/test/${++stored}.png`;
    await store.put(key, Buffer.from([stored]));
    const [row] = await test.database.db
      .insert(files)
      .values({
        kind: 'proof',
        mime: 'image/png',
        size: 1,
        sha256: '0'.repeat(64),
        storageKey: key,
        createdAt: at,
      })
      .returning({ id: files.id });
    ids.push(row!.id);
  }
  return ids;
};

const purgeEntries = (ids: string[]) =>
  test.database.db.select().from(auditLog).where(inArray(auditLog.entityId, ids));

const onDisk = async () => (await readdir(path.join(dir, 'proof/test'))).length;

describe('proof retention', () => {
  it('deletes the bytes of proofs older than the period, keeps their rows and records each', async () => {
    const cutoff = retentionCutoff(NOW, YEARS);
    const old = await proofsAt(new Date(cutoff.getTime() - 60_000), 3);
    const young = await proofsAt(new Date(cutoff.getTime() + 60_000), 2);
    const filesBefore = await onDisk();

    const purged = await purgeExpiredProofs(test.database.db, store, {
      now: NOW,
      years: YEARS,
      batchSize: 2,
    });
    expect(purged).toBe(3);
    const rows = await test.database.db
      .select()
      .from(files)
      .where(inArray(files.id, [...old, ...young]));
    expect(
      rows
        .filter((row) => row.purgedAt)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...old].sort());
    expect(await onDisk()).toBe(filesBefore - 3);
    const entries = await purgeEntries(old);
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([...old].sort());
    expect(entries[0]).toMatchObject({ action: PROOF_PURGED, entity: 'files', adminId: null });
    expect(await purgeEntries(young)).toEqual([]);

    // Nothing left to do: a second pass purges nothing and records nothing.
    expect(await purgeExpiredProofs(test.database.db, store, { now: NOW, years: YEARS })).toBe(0);
    expect(await purgeEntries(old)).toHaveLength(3);
  });

  it('runs once a day across instances, and a restarted instance does not run it again', async () => {
    const old = await proofsAt(new Date('2010-01-01T00:00:00Z'), 4);
    const clock = createClock(NOW);
    const first = createRetentionJob(test.database.db, clock, store, quiet, YEARS);
    const other = createRetentionJob(second.db, clock, store, quiet, YEARS);
    const results = await Promise.all([first.runOnce(), other.runOnce()]);
    expect(results.filter((result) => result !== null)).toEqual([4]);
    expect(await purgeEntries(old)).toHaveLength(4);

    const restarted = createRetentionJob(second.db, clock, store, quiet, YEARS);
    expect(await restarted.runOnce()).toBeNull();
    clock.set(new Date(NOW.getTime() + 24 * 3_600_000).toISOString());
    // A day later the next run is due (for one instance again).
    expect(await restarted.runOnce()).not.toBeNull();
    expect(await first.runOnce()).toBeNull();
  });

  it('purges each proof once when two passes run at the same time', async () => {
    const old = await proofsAt(new Date('2011-01-01T00:00:00Z'), 30);
    const [a, b] = await Promise.all([
      purgeExpiredProofs(test.database.db, store, { now: NOW, years: YEARS, batchSize: 5 }),
      purgeExpiredProofs(second.db, store, { now: NOW, years: YEARS, batchSize: 5 }),
    ]);
    expect(a + b).toBe(30);
    const entries = await purgeEntries(old);
    expect(entries).toHaveLength(30);
    expect(new Set(entries.map((entry) => entry.entityId)).size).toBe(30);
  });

  it('keeps every proof with PROOF_RETENTION_YEARS=0', async () => {
    const old = await proofsAt(new Date('2001-01-01T00:00:00Z'), 1);
    const job = createRetentionJob(test.database.db, createClock(NOW), store, quiet, 0);
    expect(await job.runOnce()).toBeNull();
    expect(await purgeEntries(old)).toEqual([]);
  });
});
