import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { extensionFor, type ImageMime } from './images';
import { insertFile, type FileRow } from './repository';
import type { FileStore } from './store';

export interface StoreImageInput {
  kind: 'proof' | 'profile';
  mime: ImageMime;
  bytes: Buffer;
  branchId?: number | null;
  createdBy?: number | null;
  now: Date;
}

/**
 * Writes the bytes first, then the row (inside the caller's transaction): a rolled-back
 * transaction leaves at worst an unreferenced file, never a row without its bytes.
 */
export const storeImage = async (
  db: Executor,
  store: FileStore,
  input: StoreImageInput,
): Promise<FileRow> => {
  const id = randomUUID();
  const month = input.now.toISOString().slice(0, 7);
  const storageKey = `${input.kind}/${month}/${id}.${extensionFor(input.mime)}`;
  await store.put(storageKey, input.bytes);
  return insertFile(db, {
    id,
    kind: input.kind,
    mime: input.mime,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storageKey,
    branchId: input.branchId ?? null,
    createdBy: input.createdBy ?? null,
    createdAt: input.now,
  });
};

/** The URL the app fetches a stored file from (with its bearer token). */
export const fileUrl = (id: string | null | undefined): string | null =>
  id ? `/api/user/files/${id}` : null;
