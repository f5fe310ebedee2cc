import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { keyFilePath, keyringFromEnv, loadKeyring, rotateKeyFile } from './keyring';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the keys of personal data', () => {
  it('reads the current key, the older ones and the index key from the environment', () => {
    const ring = keyringFromEnv({
      DATA_ENCRYPTION_KEY: `k2:${key(2)}`,
      DATA_ENCRYPTION_OLD_KEYS: `k1:${key(1)}`,
      DATA_INDEX_KEY: key(9),
    });
    expect(ring?.currentKeyId).toBe('k2');
    expect([...ring!.keys.keys()].sort()).toEqual(['k1', 'k2']);
    expect(keyringFromEnv({})).toBeUndefined();
  });

  it('refuses a half-given, short or reused key with a clear message', () => {
    expect(() => keyringFromEnv({ DATA_ENCRYPTION_KEY: `k1:${key(1)}` })).toThrow(ConfigError);
    expect(() =>
      keyringFromEnv({ DATA_ENCRYPTION_KEY: 'k1:c2hvcnQ=', DATA_INDEX_KEY: key(9) }),
    ).toThrow(/32 bytes/);
    expect(() => keyringFromEnv({ DATA_ENCRYPTION_KEY: key(1), DATA_INDEX_KEY: key(9) })).toThrow(
      /<key id>:<base64 key>/,
    );
    expect(() =>
      keyringFromEnv({ DATA_ENCRYPTION_KEY: `k1:${key(1)}`, DATA_INDEX_KEY: key(1) }),
    ).toThrow(/differ/);
  });

  it('makes a key file outside the database folder on first start, 0600, and keeps it', async () => {
    const dataDir = await tempDir();
    const config = { databaseUrl: undefined, dataDir, production: false };
    const first = await loadKeyring(config, {});
    const file = keyFilePath(dataDir);
    expect(path.dirname(file)).toBe(path.join(dataDir, 'keys'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadKeyring(config, {});
    expect(again.currentKeyId).toBe(first.currentKeyId);
    expect(again.indexKey.equals(first.indexKey)).toBe(true);
    expect(await readFile(file, 'utf8')).toContain(first.currentKeyId);
  });

  it('rotates the key file: a new current key, the old still readable, the index key kept', async () => {
    const dataDir = await tempDir();
    const first = await loadKeyring({ databaseUrl: undefined, dataDir, production: false }, {});
    const rotated = await rotateKeyFile(dataDir, new Date('2030-01-01T00:00:00Z'));
    expect(rotated.currentKeyId).not.toBe(first.currentKeyId);
    expect(rotated.keys.has(first.currentKeyId)).toBe(true);
    expect(rotated.indexKey.equals(first.indexKey)).toBe(true);
  });

  it('asks production on PostgreSQL for the keys in the environment', async () => {
    const config = { databaseUrl: 'postgres://db/x', dataDir: await tempDir(), production: true };
    await expect(loadKeyring(config, {})).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
  });
});
