import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PROOF_MATCH_DISTANCE } from '../../domain/duplicates';
import { auditLog, files, paymentReceipts } from '../../server/db/schema';
import { renderProofSlip, type ProofSlip } from '../../server/db/seed/proofImage';
import { perceptualHash } from '../../server/files/perceptualHash';
import { backfillProofHashes } from '../../server/proof-duplicates/backfill';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { dataUrl } from './support/images';
import { get, membersOf, newBranch, upload } from './support/proofs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(WORKDAY_11_WIB);
});
afterAll(() => t.close());

const distance = (a: string, b: string): number => {
  let xor = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  for (; xor; xor >>= 1n) bits += Number(xor & 1n);
  return bits;
};

const slip = (overrides: Partial<ProofSlip> = {}): Buffer =>
  renderProofSlip({
    bank: 'BCA',
    sender: 'Cabang Jakarta Selatan',
    amount: 2_900_000,
    at: Date.parse('2026-11-18T03:10:00Z'),
    note: 'DAFTAR 1 ANGGOTA',
    reference: '2611180012345',
    ...overrides,
  });

describe('the perceptual hash of a proof (issue 17)', () => {
  it('matches the same slip re-encoded, at half size, as JPEG and cropped a few pixels', async () => {
    const original = slip();
    const { width = 0, height = 0 } = await sharp(original).metadata();
    const variants = {
      reencoded: await sharp(original).webp({ quality: 80 }).toBuffer(),
      half: await sharp(original)
        .resize(Math.round(width / 2))
        .png()
        .toBuffer(),
      jpeg: await sharp(original).jpeg({ quality: 70 }).toBuffer(),
      cropped: await sharp(original)
        .extract({ left: 3, top: 3, width: width - 6, height: height - 6 })
        .png()
        .toBuffer(),
    };
    const base = await perceptualHash(original);
    const found: Record<string, number> = {};
    for (const [name, bytes] of Object.entries(variants)) {
      found[name] = distance(base, await perceptualHash(bytes));
    }
    console.log('same slip, bits apart:', found);
    for (const bits of Object.values(found)) expect(bits).toBeLessThanOrEqual(PROOF_MATCH_DISTANCE);
  });

  it('does not match two different slips', async () => {
    const a = await perceptualHash(slip());
    const b = await perceptualHash(
      slip({
        bank: 'BSI',
        sender: 'Cabang Medan',
        amount: 840_000,
        note: 'UPGRADE 2 ANGGOTA',
        reference: '2610290098765',
      }),
    );
    const bits = distance(a, b);
    console.log('different slips, bits apart:', bits);
    expect(bits).toBeGreaterThan(PROOF_MATCH_DISTANCE);
  });
});

describe('uploading a slip already used (issue 17)', () => {
  it('accepts it, flags it naming the earlier invoice for SBS only, and needs a second yes to confirm', async () => {
    const a = await newBranch(t);
    const b = await newBranch(t);
    const [rowA] = await membersOf(t, a, ['MOG']);
    const [rowB] = await membersOf(t, b, ['MOG']);
    const original = slip({ amount: 420_000 });
    const first = await upload(t, a.token, {
      id_form: [rowA!.id],
      amount: 420_000,
      image: dataUrl(original),
    });
    expect(first.statusCode).toBe(201);
    // Another branch, the same slip as a JPEG: accepted, but flagged.
    const jpeg = await sharp(original).jpeg({ quality: 80 }).toBuffer();
    const second = await upload(t, b.token, {
      id_form: [rowB!.id],
      amount: 420_000,
      image: dataUrl(jpeg, 'image/jpeg'),
    });
    expect(second.statusCode).toBe(201);
    const earlierInv = first.json().data.inv_name as string;
    const secondId = second.json().data.id as number;
    // The branch sees no other branch's invoice.
    expect(second.json().data.duplicates).toEqual([]);

    const sbs = await t.tokenFor('SBS');
    const list = await get(t, sbs, '/api/user/payment_receipt/search?status=0');
    const listed = list.json().data.find((r: { id: number }) => r.id === secondId);
    expect(listed.duplicates).toEqual([
      expect.objectContaining({
        id: first.json().data.id,
        inv_name: earlierInv,
        kind: 'registration',
        branch: { id: a.branchId, name: expect.any(String) },
        match: 'image',
      }),
    ]);
    const firstListed = list.json().data.find((r: { id: number }) => r.id === first.json().data.id);
    expect(firstListed.duplicates).toEqual([]);
    const detail = await get(t, sbs, `/api/user/payment_receipt/${secondId}`);
    expect(detail.json().data.duplicates[0].image).toMatch(/^\/api\/user\/files\//);
    const ownView = await get(t, b.token, `/api/user/payment_receipt/${secondId}`);
    expect(ownView.json().data.duplicates).toEqual([]);

    const decide = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/user/payment_receipt/${secondId}`,
        headers: { authorization: `Bearer ${sbs}` },
        payload,
      });
    const blind = await decide({ status: '1' });
    expect(blind.statusCode).toBe(422);
    expect(blind.json().errors.duplicate_seen).toHaveLength(1);
    const seen = await decide({ status: '1', duplicate_seen: true });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.duplicate_seen_at).toBe(WORKDAY_11_WIB);
    const [audit] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.confirm'), eq(auditLog.entityId, String(secondId))));
    expect(audit?.changes).toMatchObject({ duplicate_flag: { of: [earlierInv], seen: true } });
  });

  it('flags the very same file by its content hash, even before it has a perceptual hash', async () => {
    const a = await newBranch(t);
    const [one, two] = await membersOf(t, a, ['MOG', 'MOG']);
    const image = dataUrl(slip({ reference: '2611189999999', sender: 'Cabang Dua Kali' }));
    const first = await upload(t, a.token, { id_form: [one!.id], amount: 420_000, image });
    // As if stored before migration 0006: no perceptual hash yet.
    const [receipt] = await t.db
      .select({ file: paymentReceipts.imageFileId })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.id, first.json().data.id));
    await t.db.update(files).set({ phash: null }).where(eq(files.id, receipt!.file));
    const second = await upload(t, a.token, { id_form: [two!.id], amount: 420_000, image });
    const sbs = await t.tokenFor('SBS');
    const detail = await get(t, sbs, `/api/user/payment_receipt/${second.json().data.id}`);
    expect(detail.json().data.duplicates).toEqual([
      expect.objectContaining({ id: first.json().data.id, match: 'content', distance: 0 }),
    ]);

    // The start-up backfill gives it its hash again.
    expect(await backfillProofHashes(t.db, t.app.ctx.files)).toEqual({ hashed: 1, unreadable: 0 });
    const [file] = await t.db.select().from(files).where(eq(files.id, receipt!.file));
    expect(file?.phash).toMatch(/^[0-9a-f]{16}$/);
  });
});
