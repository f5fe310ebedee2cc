import { encodePng } from '../../../server/db/seed/png';

/** A real, tiny, single-colour PNG for upload tests. */
export const pngBytes = (width = 4, height = 4): Buffer =>
  encodePng({ width, height, pixels: new Uint8Array(width * height), palette: [[200, 200, 200]] });

export const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
