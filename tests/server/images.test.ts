import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { admins, files } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { dataUrl, pngBytes } from './support/images';
import { membersOf, newBranch, snapshot, upload } from './support/proofs';

/*
 * Issue 13: an image is decoded whole and encoded again before it is stored, so a file that
 * only starts like an image is refused, metadata does not survive and huge photos shrink.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CORRUPT = 'Gambar rusak atau tidak dapat dibaca';

const setPicture = (image: string) =>
  t.call({
    method: 'PATCH',
    url: '/api/user/profile',
    as: 'CLUB',
    payload: { name: 'Klub', image },
  });

/** The stored file of the CLUB account's picture: its row and the bytes on disk. */
const storedPicture = async () => {
  const [row] = await t.db
    .select({ file: files })
    .from(admins)
    .innerJoin(files, eq(files.id, admins.imageFileId))
    .where(eq(admins.id, t.world.accounts.CLUB.id));
  if (!row) throw new Error('no picture stored');
  return { row: row.file, bytes: await readFile(path.join(t.filesDir, row.file.storageKey)) };
};

const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]?.n;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('uploaded images', () => {
  it.each([
    [
      'a PNG signature followed by HTML',
      Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    ['a PNG cut to 20 bytes', pngBytes().subarray(0, 20)],
    ['a PNG cut in its pixel data', pngBytes(64, 64).subarray(0, -20)],
  ])('refuses %s as a profile picture, storing nothing', async (_label, bytes) => {
    const before = await fileCount();
    const res = await setPicture(dataUrl(bytes));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ message: CORRUPT, errors: { image: [CORRUPT] } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a PNG signature followed by HTML as a proof, changing nothing', async () => {
    const branch = await newBranch(t);
    const [row] = await membersOf(t, branch, ['MOG']);
    const before = await snapshot(t, branch.branchId);
    const res = await upload(t, branch.token, {
      id_form: [row!.id],
      amount: row!.fee,
      image: dataUrl(Buffer.concat([PNG_SIGNATURE, Buffer.from('<html></html>')])),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ image: [CORRUPT] });
    expect(await snapshot(t, branch.branchId)).toEqual(before);
  });

  it('stores a phone photo without its EXIF and GPS position, upright', async () => {
    // 40 × 30 stored as a landscape, with orientation 6 ("rotate 90° to view").
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c33' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Budi' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '6/1 10/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '106/1 49/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Budi');

    const res = await setPicture(dataUrl(photo, 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const { row, bytes } = await storedPicture();
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Budi'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(row).toMatchObject({ mime: 'image/jpeg', size: bytes.length });

    // What is stored is what is served.
    const served = await t.call({ method: 'GET', url: `/api/user/files/${row.id}`, as: 'SBS' });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('scales an oversized picture down to its longest side, keeping the proportions', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#3c3' },
    })
      .png()
      .toBuffer();
    const res = await setPicture(dataUrl(big));
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await storedPicture()).bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 512 });
  });

  it('refuses a small file that claims a canvas over 50 megapixels', async () => {
    // A 4 × 4 PNG whose header says 10000 × 10000: refused by its header, before any pixel.
    const bomb = Buffer.from(pngBytes());
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    const res = await setPicture(dataUrl(bomb));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ image: [CORRUPT] });
  });
});
