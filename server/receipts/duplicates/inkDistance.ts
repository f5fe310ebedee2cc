import { INK_GRID, INK_SIGNATURE_BYTES } from '../../files/inkSignature';

/**
 * Two proofs whose ink signatures differ in at most this many places are the same slip, when
 * their perceptual hashes are near too. Measured (tests/server/proof-duplicates.test.ts and
 * docs/decisions/duplicates.md): the same slip re-encoded, halved, as JPEG or cropped 0–2; two
 * slips of one template whose reference differs in one digit 11; any two of the demo's slips
 * 104 or more.
 */
export const INK_MATCH_DISTANCE = 8;

const ROW_WORDS = INK_GRID.width / 32;

const bitsSet = (word: number): number => {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

/** The cells where two signatures differ, 32 a word, the leftmost cell the low bit: reused. */
const differ = new Int32Array(INK_SIGNATURE_BYTES / 4);

/**
 * Where two signatures' cells (inkCells) differ, counting a cell only when its right, lower and
 * lower-right neighbours differ too: re-encoding or scaling moves an edge by one cell at most,
 * which leaves thin lines of difference that this passes over, while a changed character differs
 * in blocks. Signatures of another length (made by another grid) are never near. Tens of µs: it
 * runs for every earlier proof whose perceptual hash is near, thousands of the demo's slips.
 */
export const inkDistance = (a: Uint8Array, b: Uint8Array): number => {
  if (a.length !== INK_SIGNATURE_BYTES || b.length !== INK_SIGNATURE_BYTES) return Infinity;
  for (let word = 0, byte = 0; word < differ.length; word += 1, byte += 4) {
    differ[word] =
      (a[byte]! ^ b[byte]!) |
      ((a[byte + 1]! ^ b[byte + 1]!) << 8) |
      ((a[byte + 2]! ^ b[byte + 2]!) << 16) |
      ((a[byte + 3]! ^ b[byte + 3]!) << 24);
  }
  let count = 0;
  for (let word = 0; word < differ.length - ROW_WORDS; word += 1) {
    const here = differ[word]!;
    const below = differ[word + ROW_WORDS]!;
    // Signatures of one template differ in few words.
    if (!(here & below)) continue;
    // The next word's low bit is the right neighbour of a word's last cell, but not at a row's end.
    const last = word % ROW_WORDS === ROW_WORDS - 1;
    const hereRight = (here >>> 1) | (last ? 0 : differ[word + 1]! << 31);
    const belowRight = (below >>> 1) | (last ? 0 : differ[word + ROW_WORDS + 1]! << 31);
    count += bitsSet(here & hereRight & below & belowRight);
  }
  return count;
};
