import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ReceiptDuplicate } from '../../../domain/api/duplicates';
import type { ReceiptKind, ReceiptStatus } from '../../../domain/receipts';
import type { Executor } from '../../db/client';
import { branches, files, paymentReceipts, receiptDuplicates } from '../../db/schema';
import { inkCells } from '../../files/inkSignature';
import type { ProofHashes } from '../../files/proofHashes';
import { fileUrl } from '../../files/service';
import { INK_MATCH_DISTANCE, inkDistance } from './inkDistance';

/** Signatures inflated and compared between two turns of the event loop (~10 ms). */
const COMPARISONS_PER_TURN = 200;

export interface ProofMatch {
  earlierReceiptId: number;
  match: 'content' | 'image';
  distance: number;
}

/** Bits differing between two hex perceptual hashes, in SQL (PostgreSQL 14+ `bit_count`). */
const hammingSql = (phash: string) =>
  sql<number>`bit_count(('x' || ${files.phash})::bit(64) # ('x' || ${phash})::bit(64))`;

/**
 * Every receipt, of any branch, kind or status, whose proof is the same file or the same slip:
 * a perceptual hash within `maxDistance` bits of `proof`'s and an ink signature within
 * INK_MATCH_DISTANCE. The hashes are compared in SQL (a scan, but of a narrow column, and one
 * per upload); only the near ones' signatures are read, and compared here. A proof without its
 * hashes yet (before the backfill) matches an identical file only.
 */
export const findMatchingReceipts = async (
  db: Executor,
  proof: { fileId: string; sha256: string; phash: string | null; inkSignature: Uint8Array | null },
  maxDistance: number,
): Promise<ProofMatch[]> => {
  const distance = proof.phash ? hammingSql(proof.phash) : sql<number>`64`;
  const rows = await db
    .select({
      earlierReceiptId: paymentReceipts.id,
      sameFile: sql<boolean>`${files.sha256} = ${proof.sha256}`,
      distance,
      // As base64 text: PGlite hands a bytea over as hex it decodes slowly (0.45 s instead of
      // 0.04 s for the demo's 1,602 slips, every one of them near).
      inkSignature: sql<string | null>`encode(${files.inkSignature}, 'base64')`,
    })
    .from(paymentReceipts)
    .innerJoin(files, eq(files.id, paymentReceipts.imageFileId))
    .where(
      and(
        eq(files.kind, 'proof'),
        sql`${files.id} <> ${proof.fileId}`,
        sql`(${files.sha256} = ${proof.sha256} or ${distance} <= ${maxDistance})`,
      ),
    )
    .orderBy(asc(paymentReceipts.id));
  const cells = proof.inkSignature && inkCells(proof.inkSignature);
  const sameSlip = (earlier: string | null) =>
    !!cells &&
    !!earlier &&
    inkDistance(cells, inkCells(Buffer.from(earlier, 'base64'))) <= INK_MATCH_DISTANCE;
  const matches: ProofMatch[] = [];
  for (const [index, row] of rows.entries()) {
    if (row.sameFile || sameSlip(row.inkSignature)) {
      matches.push({
        earlierReceiptId: row.earlierReceiptId,
        match: row.sameFile ? 'content' : 'image',
        distance: row.sameFile ? 0 : Number(row.distance),
      });
    }
    // Thousands of one template's slips are ~0.1 s of inflating and comparing: other requests
    // get their turn between slices.
    if (index % COMPARISONS_PER_TURN === COMPARISONS_PER_TURN - 1) await nextTurn();
  }
  return matches;
};

export const insertDuplicates = async (
  tx: Executor,
  receiptId: number,
  matches: ProofMatch[],
): Promise<void> => {
  if (!matches.length) return;
  await tx.insert(receiptDuplicates).values(matches.map((m) => ({ receiptId, ...m })));
};

/** The earlier receipts each of `receiptIds` was flagged against, oldest first. */
export const duplicatesOf = async (
  db: Executor,
  receiptIds: number[],
): Promise<Map<number, ReceiptDuplicate[]>> => {
  const found = new Map<number, ReceiptDuplicate[]>();
  if (!receiptIds.length) return found;
  const rows = await db
    .select({
      receiptId: receiptDuplicates.receiptId,
      match: receiptDuplicates.match,
      distance: receiptDuplicates.distance,
      earlier: paymentReceipts,
      branchName: branches.name,
    })
    .from(receiptDuplicates)
    .innerJoin(paymentReceipts, eq(paymentReceipts.id, receiptDuplicates.earlierReceiptId))
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(inArray(receiptDuplicates.receiptId, receiptIds))
    .orderBy(asc(receiptDuplicates.earlierReceiptId));
  for (const row of rows) {
    const list = found.get(row.receiptId) ?? [];
    list.push({
      id: row.earlier.id,
      kind: row.earlier.kind as ReceiptKind,
      inv_name: row.earlier.invName,
      status: row.earlier.status as ReceiptStatus,
      branch: { id: row.earlier.branchId, name: row.branchName },
      image: fileUrl(row.earlier.imageFileId) ?? '',
      match: row.match as ReceiptDuplicate['match'],
      distance: row.distance,
    });
    found.set(row.receiptId, list);
  }
  return found;
};

/**
 * Proofs stored before their hashes were kept (the perceptual hash from 0006, the ink signature
 * from 0011), a batch at a time in id order after `after`: a file whose bytes cannot be read is
 * passed over, not read again and again.
 */
export const proofsWithoutHash = (db: Executor, after: string, limit: number) =>
  db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(
      and(
        eq(files.kind, 'proof'),
        or(isNull(files.phash), isNull(files.inkSignature)),
        gt(files.id, after),
      ),
    )
    .orderBy(asc(files.id))
    .limit(limit);

export const setProofHashes = async (
  db: Executor,
  id: string,
  hashes: ProofHashes,
): Promise<void> => {
  await db.update(files).set(hashes).where(eq(files.id, id));
};
