import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, provinces, regencies, villages } from '../../server/db/schema';
import { findRegionPath } from '../../server/regions/repository';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  await db.insert(provinces).values({ id: '31', name: 'DKI JAKARTA' });
  await db.insert(regencies).values({ id: '31.71', provinceId: '31', name: 'KOTA JAKARTA PUSAT' });
  await db.insert(districts).values({ id: '31.71.01', regencyId: '31.71', name: 'GAMBIR' });
  await db.insert(villages).values({ id: '31.71.01.1001', districtId: '31.71.01', name: 'GAMBIR' });
});
afterAll(() => test.dispose());

/**
 * Counts queries handed to a pg connection while another one is still running on it: pg
 * queues them (with a deprecation warning) and pg 9 refuses them.
 */
const watchOverlaps = () => {
  const original = pg.Client.prototype.query;
  const busy = new WeakMap<object, number>();
  let overlaps = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      const running = (busy.get(this) ?? 0) + 1;
      if (running > 1) overlaps += 1;
      busy.set(this, running);
      const done = () => busy.set(this, (busy.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  } as typeof original;
  return {
    overlaps: () => overlaps,
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
};

describe('findRegionPath', () => {
  it('finds each level inside a transaction, one query at a time on its connection', async () => {
    const watch = watchOverlaps();
    try {
      const path = await test.database.db.transaction((tx) =>
        findRegionPath(tx, {
          province: '31',
          regency: '31.71',
          district: '31.71.01',
          village: '31.71.01.1001',
        }),
      );
      expect(path).toEqual({
        province: { id: '31', name: 'DKI JAKARTA', parentId: null },
        regency: { id: '31.71', name: 'KOTA JAKARTA PUSAT', parentId: '31' },
        district: { id: '31.71.01', name: 'GAMBIR', parentId: '31.71' },
        village: { id: '31.71.01.1001', name: 'GAMBIR', parentId: '31.71.01' },
      });
      if (onPostgres()) expect(watch.overlaps()).toBe(0);
    } finally {
      watch.restore();
    }
  });
});
