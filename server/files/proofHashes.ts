import { inkSignature } from './inkSignature';
import { perceptualHash } from './perceptualHash';

export interface ProofHashes {
  phash: string;
  inkSignature: Uint8Array;
}

/** What an upload's proof is compared by (issue 17): the perceptual hash and the ink signature. */
export const proofHashes = async (bytes: Buffer): Promise<ProofHashes> => ({
  phash: await perceptualHash(bytes),
  inkSignature: await inkSignature(bytes),
});
