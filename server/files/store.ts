import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded bytes live. The disk store keeps them under a root folder; another store
 * (S3-compatible storage, say) only has to offer the same two calls.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
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
  };
};
