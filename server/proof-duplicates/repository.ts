import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ReceiptDuplicate } from '../../domain/api/duplicates';
import type { ReceiptKind, ReceiptStatus } from '../../domain/receipts';
import type { Executor } from '../db/client';
import { branches, files, paymentReceipts, receiptDuplicates } from '../db/schema';
import type { ProofHashes } from '../files/proofHashes';
import { fileUrl } from '../files/service';

export interface ProofMatch {
  earlierReceiptId: number;
  match: 'content' | 'image';
  distance: number;
}

/** Bits differing between two hex perceptual hashes, in SQL (PostgreSQL 14+ `bit_count`). */
const hammingSql = (phash: string) =>
  sql<number>`bit_count(('x' || ${files.phash})::bit(64) # ('x' || ${phash})::bit(64))`;

/**
 * Every receipt, of any branch, kind or status, whose proof is the same file or an image
 * within `maxDistance` bits of `proof`. The comparison reads each proof's 16-character hash:
 * a scan, but of a narrow column, and one per upload.
 */
export const findMatchingReceipts = async (
  db: Executor,
  proof: { fileId: string; sha256: string; phash: string | null },
  maxDistance: number,
): Promise<ProofMatch[]> => {
  const distance = proof.phash ? hammingSql(proof.phash) : sql<number>`64`;
  const rows = await db
    .select({
      earlierReceiptId: paymentReceipts.id,
      sameFile: sql<boolean>`${files.sha256} = ${proof.sha256}`,
      distance,
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
  return rows.map((row) => ({
    earlierReceiptId: row.earlierReceiptId,
    match: row.sameFile ? 'content' : 'image',
    distance: row.sameFile ? 0 : Number(row.distance),
  }));
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
 * from 0009), a batch at a time in id order after `after`: a file whose bytes cannot be read is
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
