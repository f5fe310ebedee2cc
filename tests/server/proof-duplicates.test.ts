import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../timeouts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PROOF_MATCH_DISTANCE } from '../../domain/duplicates';
import { auditLog, files, paymentReceipts } from '../../server/db/schema';
import { DEMO_BRANCHES } from '../../server/seed/demoPlaces';
import { planDemo } from '../../server/seed/demoPlan';
import { demoProofSlip, inUploadOrder } from '../../server/seed/demoReceipts';
import { renderProofSlip, type ProofSlip } from '../../server/seed/proofImage';
import { createRandom } from '../../server/seed/random';
import type { ImageMime } from '../../server/files/images';
import { MAX_SIDE, normaliseImage } from '../../server/files/normalise-image';
import { INK_SIGNATURE_BYTES, inkCells } from '../../server/files/inkSignature';
import { proofHashes, type ProofHashes } from '../../server/files/proofHashes';
import { backfillProofHashes } from '../../server/receipts/duplicates/backfill';
import { INK_MATCH_DISTANCE, inkDistance } from '../../server/receipts/duplicates/inkDistance';
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

/** A branch's upload of `bytes` as the proof of one registration: the receipt's id. */
const uploadSlip = async (bytes: Buffer, mime = 'image/png'): Promise<number> => {
  const branch = await newBranch(t);
  const [row] = await membersOf(t, branch, ['MOG']);
  const response = await upload(t, branch.token, {
    id_form: [row!.id],
    amount: 420_000,
    image: dataUrl(bytes, mime),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
};

/** The earlier receipts a receipt is flagged against, as SBS reads it. */
const flaggedAgainst = async (receiptId: number): Promise<number[]> => {
  const detail = await get(t, await t.tokenFor('SBS'), `/api/user/payment_receipt/${receiptId}`);
  return detail.json().data.duplicates.map((d: { id: number }) => d.id);
};

/** A proof's hashes as its upload stores them: after the upload's normalisation. */
const storedHashes = async (bytes: Buffer, mime: ImageMime = 'image/png') => {
  const stored = await normaliseImage(bytes, mime, { maxSide: MAX_SIDE.proof });
  return proofHashes(stored!.bytes);
};

/** Whether two proofs' hashes make them one slip, and how far apart they are. */
const compare = (a: ProofHashes, b: ProofHashes) => {
  const bits = distance(a.phash, b.phash);
  const ink = inkDistance(inkCells(a.inkSignature), inkCells(b.inkSignature));
  return { bits, ink, match: bits <= PROOF_MATCH_DISTANCE && ink <= INK_MATCH_DISTANCE };
};

describe('matching a proof with the earlier ones (issue 17)', () => {
  it('flags the same slip re-encoded, at half size, as JPEG and cropped a few pixels', async () => {
    const original = slip();
    const { width = 0, height = 0 } = await sharp(original).metadata();
    const variants: Record<string, [Buffer, ImageMime]> = {
      webp: [await sharp(original).webp({ quality: 80 }).toBuffer(), 'image/webp'],
      half: [
        await sharp(original)
          .resize(Math.round(width / 2))
          .png()
          .toBuffer(),
        'image/png',
      ],
      jpeg: [await sharp(original).jpeg({ quality: 70 }).toBuffer(), 'image/jpeg'],
      cropped: [
        await sharp(original)
          .extract({ left: 3, top: 3, width: width - 6, height: height - 6 })
          .png()
          .toBuffer(),
        'image/png',
      ],
      croppedTopLeft: [
        await sharp(original)
          .extract({ left: 3, top: 3, width: width - 3, height: height - 3 })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      ],
    };
    const base = await storedHashes(original);
    const found: Record<string, ReturnType<typeof compare>> = {};
    for (const [name, [bytes, mime]] of Object.entries(variants)) {
      found[name] = compare(base, await storedHashes(bytes, mime));
    }
    console.log('same slip, apart:', found);

    const first = await uploadSlip(original);
    for (const [bytes, mime] of Object.values(variants)) {
      expect(await flaggedAgainst(await uploadSlip(bytes, mime))).toContain(first);
    }
  });

  it('does not flag a slip of the same template that differs in its time and reference', async () => {
    const a = slip({ reference: '2611180054321' });
    const b = slip({ reference: '2611180098765', at: Date.parse('2026-11-18T03:52:41Z') });
    const apart = compare(await storedHashes(a), await storedHashes(b));
    console.log('same template, other reference, apart:', apart);
    // The perceptual hash alone would take them for one slip.
    expect(apart.bits).toBeLessThanOrEqual(PROOF_MATCH_DISTANCE);
    await uploadSlip(a);
    expect(await flaggedAgainst(await uploadSlip(b))).toEqual([]);
  });

  it('does not flag two different slips', async () => {
    const a = slip({ reference: '2611180011111' });
    const b = slip({
      bank: 'BSI',
      sender: 'Cabang Medan',
      amount: 840_000,
      note: 'UPGRADE 2 ANGGOTA',
      reference: '2610290098765',
    });
    console.log('different slips, apart:', compare(await storedHashes(a), await storedHashes(b)));
    await uploadSlip(a);
    expect(await flaggedAgainst(await uploadSlip(b))).toEqual([]);
  });
});

describe("the demo's proofs (issue 17)", () => {
  // Hashing some four hundred images is CPU work: a bound for a busy 2-core machine, not a wait.
  it(
    'are no two alike, and each matches itself as a JPEG',
    { timeout: scaled(120_000) },
    async () => {
      // The slips of the demo's two busiest branches, as the demo seed renders them: one template
      // and one sender each, so two of them differ only in amount, bank, date, time and reference.
      const rng = createRandom(7);
      const plan = planDemo(rng, DEMO_BRANCHES, new Set([0, 1]), new Date(WORKDAY_11_WIB));
      const names = DEMO_BRANCHES.map((branch) => branch.name);
      const slips = inUploadOrder(plan)
        .filter((receipt) => receipt.branch <= 1)
        .map((receipt) => demoProofSlip(receipt, names, rng));
      expect(slips.length).toBeGreaterThan(200);

      // The seed stores its PNGs as they are; an upload of the same slip is a JPEG.
      const hashes = await Promise.all(slips.map((bytes) => proofHashes(bytes)));
      let nearHashes = 0;
      let nearestInk = Infinity;
      for (const [i, a] of hashes.entries()) {
        for (const b of hashes.slice(i + 1)) {
          const apart = compare(a, b);
          expect(apart.match).toBe(false);
          if (apart.bits <= PROOF_MATCH_DISTANCE) {
            nearHashes += 1;
            nearestInk = Math.min(nearestInk, apart.ink);
          }
        }
      }
      const pairs = (hashes.length * (hashes.length - 1)) / 2;
      console.log(
        `${slips.length} demo slips: of ${pairs} pairs ${nearHashes} within the`,
        `perceptual hash's threshold; the nearest of those ${nearestInk} apart in ink`,
      );
      // Most would be flagged by the perceptual hash alone.
      expect(nearHashes).toBeGreaterThan(pairs / 2);

      let farthestSelf = 0;
      for (const [i, bytes] of slips.entries()) {
        const jpeg = await sharp(bytes).jpeg({ quality: 80 }).toBuffer();
        const apart = compare(hashes[i]!, await storedHashes(jpeg, 'image/jpeg'));
        expect(apart.match).toBe(true);
        farthestSelf = Math.max(farthestSelf, apart.ink);
      }
      console.log('each demo slip and its JPEG: at most', farthestSelf, 'apart in ink');
    },
  );
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
    await t.db
      .update(files)
      .set({ phash: null, inkSignature: null })
      .where(eq(files.id, receipt!.file));
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
    expect(inkCells(file!.inkSignature!)).toHaveLength(INK_SIGNATURE_BYTES);
  });
});
