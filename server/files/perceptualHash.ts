import phash from 'sharp-phash';
import { MAX_INPUT_PIXELS } from './normalise-image';

/**
 * sharp-phash's 64-bit DCT hash of an image, as 16 hex digits (its own answer is 64 '0'/'1'
 * characters). Near for the same picture re-encoded, scaled or cropped a little; the database
 * compares two with `bit_count` of their xor.
 */
export const perceptualHash = async (bytes: Buffer): Promise<string> => {
  const bits = await phash(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
};
