import { randomBytes } from 'node:crypto';
import { encodePng } from '../../../server/seed/png';

/** A real, tiny, single-colour PNG for upload tests. */
export const pngBytes = (width = 4, height = 4): Buffer =>
  encodePng({ width, height, pixels: new Uint8Array(width * height), palette: [[200, 200, 200]] });

export const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/**
 * A PNG of random grey noise, different at every call (and in every process): uploads that
 * must not look like the same slip (issue 17 flags a proof that matches an earlier one).
 */
export const noisePngBytes = (width = 32, height = 32): Buffer =>
  encodePng({
    width,
    height,
    pixels: randomBytes(width * height).map((byte) => byte >> 4),
    palette: Array.from({ length: 16 }, (_, i) => [i * 17, i * 17, i * 17] as const),
  });
