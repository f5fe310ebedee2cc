import { MAX_IMAGE_BYTES, type ImageMime } from '../../domain/images';

/** Image checks by the bytes themselves: a file's name or declared type proves nothing. */
export type { ImageMime };

export const sniffImage = (bytes: Buffer): ImageMime | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
};

export type ImageCheck =
  { ok: true; mime: ImageMime; bytes: Buffer } | { ok: false; reason: 'format' | 'type' | 'size' };

/** Reads a `data:image/...;base64,` URL and checks the decoded bytes' type and size. */
export const readImageDataUrl = (dataUrl: string, maxBytes = MAX_IMAGE_BYTES): ImageCheck => {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(
    dataUrl,
  );
  const payload = match?.[3];
  if (!payload) return { ok: false, reason: 'format' };
  // Four base64 characters carry three bytes: refuse oversize input before decoding it.
  if (Math.floor((payload.length * 3) / 4) > maxBytes + 3) return { ok: false, reason: 'size' };
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  const mime = sniffImage(bytes);
  return mime ? { ok: true, mime, bytes } : { ok: false, reason: 'type' };
};

export const extensionFor = (mime: ImageMime): string =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' })[mime];
