import { deflateRawSync, inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './normalise-image';

/**
 * The ink of a proof, finer than its perceptual hash: slips of one template differ only in small
 * text (amount, reference, time), which a 64-bit hash seen at 32×32 pixels cannot tell apart.
 * The content's bounding box is scaled to one grid, so a few pixels cropped off the border or a
 * change of scale do not move the text within it. docs/decisions/duplicates.md has the
 * measurements.
 */
export const INK_GRID = { width: 256, height: 368 } as const;

/** Bytes of a signature's cells: one bit a cell, a row in 32 bytes, the leftmost cell the low bit. */
export const INK_SIGNATURE_BYTES = (INK_GRID.width * INK_GRID.height) / 8;

/**
 * A pixel is ink when darker than this share of the paper's brightness: between a slip's grey
 * labels (about 0.6) and a light backdrop around the paper (about 0.85), so neither sits on the
 * threshold where re-encoding noise would flip it; dark headers count as ink whatever their colour.
 */
const INK_SHARE = 0.72;

/** The paper: the brightness that 90% of the pixels reach, a slip being mostly paper. */
const PAPER_PERCENTILE = 0.9;

/**
 * A row or column bounds the content only with this share of its pixels inked: a few stray
 * pixels (JPEG ringing, specks) do not stretch the box.
 */
const MIN_INK_SHARE = 0.01;

interface Gray {
  data: Buffer;
  width: number;
  height: number;
}

const grayOf = async (bytes: Buffer): Promise<Gray> => {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const inkThreshold = ({ data }: Gray): number => {
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value]! += 1;
  let seen = 0;
  let paper = 255;
  for (let level = 0; level < 256; level += 1) {
    seen += histogram[level]!;
    if (seen >= data.length * PAPER_PERCENTILE) {
      paper = level;
      break;
    }
  }
  return Math.round(paper * INK_SHARE);
};

/** First and last index whose ink count reaches `min`; the whole range when none does. */
const inkedSpan = (counts: Uint32Array, min: number): [number, number] => {
  const first = counts.findIndex((n) => n >= min);
  return first < 0 ? [0, counts.length - 1] : [first, counts.findLastIndex((n) => n >= min)];
};

const contentBox = (gray: Gray, threshold: number) => {
  const rows = new Uint32Array(gray.height);
  const columns = new Uint32Array(gray.width);
  for (let y = 0; y < gray.height; y += 1) {
    for (let x = 0; x < gray.width; x += 1) {
      if (gray.data[y * gray.width + x]! <= threshold) {
        rows[y]! += 1;
        columns[x]! += 1;
      }
    }
  }
  const [top, bottom] = inkedSpan(rows, Math.max(1, gray.width * MIN_INK_SHARE));
  const [left, right] = inkedSpan(columns, Math.max(1, gray.height * MIN_INK_SHARE));
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
};

const raw = (data: Buffer, width: number, height: number) =>
  sharp(data, { raw: { width, height, channels: 1 } });

/**
 * The content box scaled to the grid. Every input passes through half the grid first, below the
 * content of a slip at half its size (about 160 px wide), so a full-size and a half-size copy are
 * reduced alike (never one enlarged, one reduced); enlarging that to the grid then places the
 * ink's edges between its pixels, which a threshold at the grid itself would round.
 */
const gridOf = async (gray: Gray, threshold: number): Promise<Buffer> => {
  const half = { width: INK_GRID.width / 2, height: INK_GRID.height / 2 };
  const reduced = await raw(gray.data, gray.width, gray.height)
    .extract(contentBox(gray, threshold))
    .resize({ ...half, fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return raw(reduced, half.width, half.height)
    .resize({ ...INK_GRID, fit: 'fill', kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
};

/**
 * The proof's ink on a 256×368 grid, deflated as it is stored: a slip's ink is mostly paper, so
 * the 11.5 KiB of cells take some 2 KiB, and an upload reads those of every near proof.
 */
export const inkSignature = async (bytes: Buffer): Promise<Buffer> => {
  const gray = await grayOf(bytes);
  const threshold = inkThreshold(gray);
  const grid = await gridOf(gray, threshold);
  const bits = Buffer.alloc(INK_SIGNATURE_BYTES);
  grid.forEach((value, cell) => {
    if (value <= threshold) bits[cell >> 3]! |= 1 << (cell & 7);
  });
  return deflateRawSync(bits);
};

/** A stored signature's cells, for inkDistance. */
export const inkCells = (signature: Uint8Array): Buffer => inflateRawSync(signature);
