import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { KuitansiSnapshot } from '../../domain/kuitansi';
import type { ReceiptKind } from '../../domain/receipts';
import type { Executor } from '../db/client';
import {
  admins,
  branches,
  groupUsers,
  historyUpgrade,
  kuitansi,
  kuitansiCounters,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
} from '../db/schema';

export type KuitansiRow = typeof kuitansi.$inferSelect;

/**
 * The next number of `year`, taken in the caller's transaction: the upsert locks the year's
 * counter row until that transaction ends, so parallel confirmations take their numbers one
 * after another, and a rolled-back one gives its number back with its increment.
 */
export const takeSequence = async (tx: Executor, year: number): Promise<number> => {
  const [row] = await tx
    .insert(kuitansiCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: kuitansiCounters.year,
      set: { last: sql`${kuitansiCounters.last} + 1` },
    })
    .returning({ last: kuitansiCounters.last });
  return row!.last;
};

export const insertKuitansi = async (
  tx: Executor,
  row: typeof kuitansi.$inferInsert,
): Promise<KuitansiRow> => {
  const [inserted] = await tx.insert(kuitansi).values(row).returning();
  return inserted!;
};

export interface DocumentHead {
  id: number;
  kind: ReceiptKind;
  invName: string;
  total: number;
  branchId: number;
  branch: string;
  decidedBy: number | null;
  confirmedBy: string | null;
  confirmedAt: Date;
}

/** Receipts as their documents head them: branch, total, who decided them and when. */
const documentHeads = (db: Executor) =>
  db
    .select({
      id: paymentReceipts.id,
      kind: paymentReceipts.kind,
      invName: paymentReceipts.invName,
      total: paymentReceipts.totalBiaya,
      branchId: paymentReceipts.branchId,
      branch: branches.name,
      decidedBy: paymentReceipts.decidedBy,
      confirmedBy: admins.name,
      confirmedAt: paymentReceipts.statusChangedAt,
    })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .leftJoin(admins, eq(admins.id, paymentReceipts.decidedBy))
    .leftJoin(kuitansi, eq(kuitansi.receiptId, paymentReceipts.id));

const asHead = (row: Omit<DocumentHead, 'kind'> & { kind: string }): DocumentHead => ({
  ...row,
  kind: row.kind as ReceiptKind,
});

export const receiptForDocument = async (
  tx: Executor,
  receiptId: number,
): Promise<DocumentHead | undefined> => {
  const [row] = await documentHeads(tx).where(eq(paymentReceipts.id, receiptId));
  return row && asHead(row);
};

/** Confirmed receipts without a document, in the order they were confirmed (the demo seed). */
export const confirmedWithoutKuitansi = async (tx: Executor): Promise<DocumentHead[]> =>
  (
    await documentHeads(tx)
      .where(and(eq(paymentReceipts.status, '1'), isNull(kuitansi.id)))
      .orderBy(asc(paymentReceipts.statusChangedAt), asc(paymentReceipts.id))
  ).map(asHead);

type Lines = Pick<KuitansiSnapshot, 'registrations' | 'upgrades'>;

/** The members and upgrades of receipts, each receipt's in the order they were put on it. */
export const documentLines = async (
  tx: Executor,
  receiptIds: readonly number[],
): Promise<Map<number, Lines>> => {
  const lines = new Map<number, Lines>(
    receiptIds.map((id) => [id, { registrations: [], upgrades: [] }]),
  );
  if (!receiptIds.length) return lines;
  const registrations = await tx
    .select({
      receiptId: paymentReceiptItems.receiptId,
      nama: registerAogMog.namaLengkap,
      jenis: registerAogMog.jenisPendaftaran,
      no_id: registerAogMog.noId,
      biaya: paymentReceiptItems.amount,
      private_class: registerAogMog.apakahSudahMengikutiPrivateClass,
    })
    .from(paymentReceiptItems)
    .innerJoin(registerAogMog, eq(registerAogMog.id, paymentReceiptItems.registerId))
    .where(inArray(paymentReceiptItems.receiptId, [...receiptIds]))
    .orderBy(asc(paymentReceiptItems.id));
  for (const { receiptId, ...line } of registrations)
    lines.get(receiptId)?.registrations.push(line);
  const upgrades = await tx
    .select({
      receiptId: paymentReceiptItems.receiptId,
      nama: registerAogMog.namaLengkap,
      jenis_lama: historyUpgrade.jenisDaftarLama,
      jenis_baru: historyUpgrade.jenisDaftarBaru,
      no_id_lama: historyUpgrade.noIdLama,
      no_id_baru: historyUpgrade.noIdBaru,
      biaya: paymentReceiptItems.amount,
    })
    .from(paymentReceiptItems)
    .innerJoin(historyUpgrade, eq(historyUpgrade.id, paymentReceiptItems.historyUpgradeId))
    .innerJoin(registerAogMog, eq(registerAogMog.id, historyUpgrade.registerId))
    .where(inArray(paymentReceiptItems.receiptId, [...receiptIds]))
    .orderBy(asc(paymentReceiptItems.id));
  for (const { receiptId, ...line } of upgrades) {
    // Types are kept as the forms sent them ('mog'); the document prints them as the lists do.
    lines.get(receiptId)?.upgrades.push({
      ...line,
      jenis_lama: line.jenis_lama.toUpperCase(),
      jenis_baru: line.jenis_baru.toUpperCase(),
    });
  }
  return lines;
};

/** Raises each year's counter to at least `last` (documents written in bulk by the seed). */
export const raiseCounters = async (tx: Executor, lasts: Map<number, number>): Promise<void> => {
  for (const [year, last] of lasts) {
    await tx
      .insert(kuitansiCounters)
      .values({ year, last })
      .onConflictDoUpdate({
        target: kuitansiCounters.year,
        set: { last: sql`greatest(${kuitansiCounters.last}, excluded.last)` },
      });
  }
};

/** The e-mail addresses of a branch's active CABANG accounts. */
export const branchAccountEmails = async (tx: Executor, branchId: number): Promise<string[]> => {
  const rows = await tx
    .select({ email: admins.email })
    .from(admins)
    .innerJoin(groupUsers, eq(groupUsers.id, admins.groupId))
    .where(
      and(eq(admins.branchId, branchId), eq(admins.active, true), eq(groupUsers.name, 'CABANG')),
    )
    .orderBy(asc(admins.id));
  return rows.map((row) => row.email);
};

/** A receipt's document with the receipt's branch, for the download. */
export const findKuitansiOfReceipt = async (db: Executor, kind: ReceiptKind, receiptId: number) => {
  const [row] = await db
    .select({ kuitansi, branchId: paymentReceipts.branchId })
    .from(kuitansi)
    .innerJoin(paymentReceipts, eq(paymentReceipts.id, kuitansi.receiptId))
    .where(and(eq(kuitansi.receiptId, receiptId), eq(paymentReceipts.kind, kind)));
  return row;
};

export const findKuitansiByCode = async (
  db: Executor,
  code: string,
): Promise<KuitansiRow | undefined> => {
  const [row] = await db.select().from(kuitansi).where(eq(kuitansi.code, code));
  return row;
};

export const findKuitansiById = async (
  db: Executor,
  id: number,
): Promise<KuitansiRow | undefined> => {
  const [row] = await db.select().from(kuitansi).where(eq(kuitansi.id, id));
  return row;
};
