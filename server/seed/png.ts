import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder for palette images (colour type 3, one byte per pixel): enough for the
 * demo's receipt slips without an image library. Pixels hold palette indexes.
 */
export interface IndexedImage {
  width: number;
  height: number;
  pixels: Uint8Array;
  palette: readonly (readonly [number, number, number])[];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export const encodePng = (image: IndexedImage): Buffer => {
  const { width, height, pixels, palette } = image;
  if (palette.length > 256) throw new Error('A palette PNG holds at most 256 colours');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, no filter, no interlace
  // Each row: its filter type, 0 (none), then the row's bytes as they are.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1)
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    // Level 1: a flat slip compresses almost as well as at the default level, several times faster.
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
