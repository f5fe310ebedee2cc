import { createHash, randomUUID } from 'node:crypto';
import { hasPermission } from '../../domain/access';
import type { AppContext, Caller } from '../context';
import type { Db, Executor, Tx } from '../db/client';
import { notFound } from '../http/errors';
import { extensionFor, type ImageMime } from './images';
import { proofHashes } from './proofHashes';
import { deleteFile, findFile, insertFile, markPurged, type FileRow } from './repository';
import type { FileStore } from './store';

export interface StoreImageInput {
  kind: 'proof' | 'profile';
  mime: ImageMime;
  bytes: Buffer;
  branchId?: number | null;
  createdBy?: number | null;
  now: Date;
  /**
   * The demo seed leaves a proof's hashes to the start-up backfill: hashing its thousands of
   * slips in the seed itself made it several times slower.
   */
  deferProofHashes?: boolean;
}

/**
 * Writes the bytes first, then the row (inside the caller's transaction), so there is never a
 * row without its bytes; withFiles removes the bytes again if that transaction rolls back.
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
    // Proofs only: an upload is compared with the earlier ones (issue 17).
    ...(input.kind === 'proof' && !input.deferProofHashes ? await proofHashes(input.bytes) : {}),
    storageKey,
    branchId: input.branchId ?? null,
    createdBy: input.createdBy ?? null,
    createdAt: input.now,
  });
};

/** The URL the app fetches a stored file from (with its bearer token). */
export const fileUrl = (id: string | null | undefined): string | null =>
  id ? `/api/user/files/${id}` : null;

/** What a transaction run by withFiles may do with stored files. */
export interface TxFiles {
  /** The store to write new files to: what is written is removed again on rollback. */
  store: FileStore;
  /** Deletes a file's row now and its bytes once the transaction has committed. */
  drop(fileId: string): Promise<void>;
  /**
   * Marks a file purged now and deletes its bytes once the transaction has committed; the row
   * stays for the receipt that names it. Answers whether this call purged it.
   */
  purge(fileId: string, now: Date): Promise<boolean>;
}

/**
 * A transaction that writes or drops stored files: bytes written by it are removed if it does
 * not commit, bytes of the files it dropped only once it has (a rollback keeps them served).
 * Removal is best effort: a crash in between leaves at worst an unreferenced file on disk.
 */
export const withFiles = async <T>(
  db: Db,
  store: FileStore,
  work: (tx: Tx, files: TxFiles) => Promise<T>,
): Promise<T> => {
  const written: string[] = [];
  const dropped: string[] = [];
  const tracking: FileStore = {
    ...store,
    put: (key, bytes) => {
      written.push(key);
      return store.put(key, bytes);
    },
  };
  const removeAll = (keys: string[]) => Promise.allSettled(keys.map((key) => store.remove(key)));
  let result: T;
  try {
    result = await db.transaction((tx) =>
      work(tx, {
        store: tracking,
        drop: async (fileId) => {
          const row = await deleteFile(tx, fileId);
          if (row) dropped.push(row.storageKey);
        },
        purge: async (fileId, now) => {
          const row = await markPurged(tx, fileId, now);
          if (row) dropped.push(row.storageKey);
          return Boolean(row);
        },
      }),
    );
  } catch (error) {
    await removeAll(written);
    throw error;
  }
  await removeAll(dropped);
  return result;
};

/** Profile pictures are for every signed-in user; a proof only for its branch and the reviewers. */
const maySee = (caller: Caller, file: FileRow): boolean =>
  file.kind === 'profile' ||
  hasPermission(caller.group, 'receipts.list') ||
  (caller.branchId !== null && caller.branchId === file.branchId);

/** A stored file and its bytes, for a caller who may see it. */
export const readFile = async (ctx: AppContext, caller: Caller, id: string) => {
  const file = await findFile(ctx.db, id);
  // Someone else's proof answers like a missing one: its existence is not theirs to know. A
  // purged file's bytes are gone.
  if (!file || file.purgedAt || !maySee(caller, file)) throw notFound();
  return { file, bytes: await ctx.files.get(file.storageKey) };
};
