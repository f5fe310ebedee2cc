import sharp from 'sharp';
import { appMessages } from '../../i18n/app-id';
import { unprocessable } from '../http/errors';
import { readImageDataUrl, type ImageMime } from './images';

/**
 * Largest picture decoded, in pixels (50 MP: more than any phone camera): a small file that
 * claims a huge canvas (a decompression bomb) is refused before its pixels are allocated.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The longest side kept: a transfer slip stays legible at 2560 px; an avatar needs far less. */
export const MAX_SIDE = { proof: 2560, profile: 1024 } as const;

export interface NormalisedImage {
  mime: ImageMime;
  bytes: Buffer;
}

/**
 * Decodes the whole image and encodes it again in its own format: what does not decode to the
 * end (a PNG signature before HTML, a file cut short) is refused, the pixels are turned upright
 * by their EXIF orientation and scaled to fit `maxSide`, and nothing of the original file but
 * its pixels survives (EXIF, GPS, comments, trailing bytes). Returns null when it does not decode.
 */
export const normaliseImage = async (
  bytes: Buffer,
  mime: ImageMime,
  { maxSide }: { maxSide: number },
): Promise<NormalisedImage | null> => {
  // failOn 'error' refuses truncated and corrupt data while letting through the harmless
  // warnings some phone cameras' files raise.
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    mime === 'image/jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : mime === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 85 });
  try {
    return { mime, bytes: await encoded.toBuffer() };
  } catch {
    return null;
  }
};

/**
 * An uploaded `data:` image, checked and normalised for storing, or a 422 on the `image` field
 * naming what is wrong with it.
 */
export const readUploadedImage = async (
  dataUrl: string,
  kind: keyof typeof MAX_SIDE,
): Promise<NormalisedImage> => {
  const refuse = (message: string) => unprocessable({ image: [message] }, message);
  const checked = readImageDataUrl(dataUrl);
  if (!checked.ok) throw refuse(appMessages.errors.image[checked.reason]);
  const image = await normaliseImage(checked.bytes, checked.mime, { maxSide: MAX_SIDE[kind] });
  if (!image) throw refuse(appMessages.errors.image.corrupt);
  return image;
};
