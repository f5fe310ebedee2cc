import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded bytes live. The disk store keeps them under a root folder; another store
 * (S3-compatible storage, say) only has to offer the same three calls.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Deletes the bytes; a key with nothing under it is no error. */
  remove(key: string): Promise<void>;
}

export const createDiskStore = (root: string): FileStore => {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return full;
  };
  return {
    put: async (key, bytes) => {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a crash never leaves half a file under the final name.
      const temp = `${full}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, full);
    },
    get: (key) => readFile(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
  };
};
