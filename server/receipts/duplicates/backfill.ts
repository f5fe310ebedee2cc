import type { Db } from '../../db/client';
import { proofHashes } from '../../files/proofHashes';
import type { FileStore } from '../../files/store';
import { proofsWithoutHash, setProofHashes } from './repository';

const BATCH = 100;

/**
 * Gives the proofs stored before migration 0006 (or 0011) their perceptual hash and ink
 * signature, reading their bytes from the store: in code, because SQL cannot decode an image.
 * Run at start-up in the background; until a proof has them only an identical file (sha256)
 * matches it. Answers how many were hashed and how many could not be read.
 */
export const backfillProofHashes = async (
  db: Db,
  store: FileStore,
): Promise<{ hashed: number; unreadable: number }> => {
  let after = '00000000-0000-0000-0000-000000000000';
  let hashed = 0;
  let unreadable = 0;
  for (;;) {
    const batch = await proofsWithoutHash(db, after, BATCH);
    if (!batch.length) return { hashed, unreadable };
    for (const file of batch) {
      after = file.id;
      try {
        await setProofHashes(db, file.id, await proofHashes(await store.get(file.storageKey)));
        hashed += 1;
      } catch {
        unreadable += 1;
      }
    }
  }
};
