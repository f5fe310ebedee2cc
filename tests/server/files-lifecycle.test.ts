import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { files } from '../../server/db/schema';
import { fileUrl, storeImage, withFiles } from '../../server/files/service';
import { createTestApp, type TestApp } from './support/app';
import { dataUrl, pngBytes } from './support/images';

/*
 * Issue 13: a replaced or removed picture is no longer served and leaves the disk; bytes written
 * by a transaction that rolls back do not stay behind.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onDisk = (key: string) =>
  access(path.join(t.filesDir, key)).then(
    () => true,
    () => false,
  );

/** Every file under the storage root, relative to it. */
const allFiles = async (): Promise<string[]> =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.filesDir, path.join(entry.parentPath, entry.name)))
    .sort();

const setPicture = (image: string | null) =>
  t.call({ method: 'PATCH', url: '/api/user/profile', as: 'RND', payload: { name: 'R', image } });

const keyOf = async (url: string) => {
  const [row] = await t.db
    .select()
    .from(files)
    .where(eq(files.id, url.split('/').at(-1)!));
  return row?.storageKey;
};

describe('stored files', () => {
  it('stops serving and deletes a replaced picture, then a removed one', async () => {
    const first = (await setPicture(dataUrl(pngBytes(4, 4)))).json().data.image as string;
    const firstKey = (await keyOf(first))!;
    expect(await onDisk(firstKey)).toBe(true);

    const second = (await setPicture(dataUrl(pngBytes(6, 6)))).json().data.image as string;
    expect(second).not.toBe(first);
    expect((await t.call({ method: 'GET', url: first, as: 'SBS' })).statusCode).toBe(404);
    expect(await onDisk(firstKey)).toBe(false);
    expect((await t.call({ method: 'GET', url: second, as: 'SBS' })).statusCode).toBe(200);

    const secondKey = (await keyOf(second))!;
    expect((await setPicture(null)).json().data.image).toBeNull();
    expect((await t.call({ method: 'GET', url: second, as: 'SBS' })).statusCode).toBe(404);
    expect(await onDisk(secondKey)).toBe(false);
  });

  it('keeps the picture when only the name changes', async () => {
    const image = (await setPicture(dataUrl(pngBytes()))).json().data.image as string;
    const renamed = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      as: 'RND',
      payload: { name: 'Nama Lain' },
    });
    expect(renamed.json().data.image).toBe(image);
    expect((await t.call({ method: 'GET', url: image, as: 'SBS' })).statusCode).toBe(200);
  });

  it('removes the bytes a rolled-back transaction wrote, and keeps what it meant to drop', async () => {
    const image = { kind: 'proof' as const, mime: 'image/png' as const, bytes: pngBytes() };
    const kept = await storeImage(t.db, t.app.ctx.files, { ...image, now: t.clock.now() });
    const before = await allFiles();
    const failure = new Error('rolled back on purpose');
    await expect(
      withFiles(t.db, t.app.ctx.files, async (tx, stored) => {
        const file = await storeImage(tx, stored.store, { ...image, now: t.clock.now() });
        expect(await onDisk(file.storageKey)).toBe(true);
        await stored.drop(kept.id);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await allFiles()).toEqual(before);
    expect((await t.call({ method: 'GET', url: fileUrl(kept.id)!, as: 'SBS' })).statusCode).toBe(
      200,
    );
  });
});
