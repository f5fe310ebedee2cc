import { describe, expect, it } from 'vitest';
import { restartDelayMs, workerConfig } from './cluster';
import { loadConfig } from './config';

describe('a cluster of server processes', () => {
  it('forks a dead worker again at once, then backs off up to 30 s while it keeps dying', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('shares DATABASE_POOL_MAX out among the workers, at least one connection each', () => {
    const config = (pool: string, processes: string) =>
      workerConfig(
        loadConfig({
          DATABASE_URL: 'postgres://h/db',
          DATABASE_POOL_MAX: pool,
          WEB_CONCURRENCY: processes,
        }),
      ).databasePoolMax;
    expect(config('10', '1')).toBe(10);
    expect(config('10', '2')).toBe(5);
    expect(config('10', '4')).toBe(3);
    expect(config('10', '16')).toBe(1);
  });
});
