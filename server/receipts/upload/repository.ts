import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { RegistrationListQuery, RegistrationListResponse } from '../../../domain/api/proofs';
import type { ReceiptKind } from '../../../domain/receipts';
import { ADVISORY_LOCKS } from '../../db/advisoryLocks';
import type { Executor } from '../../db/client';
import {
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
  uploadCounters,
} from '../../db/schema';
import { registrationRowColumns, toRegistrationRow } from '../repository';
import { paged } from '../../http/paged';

/** The member column of each sort the list offers. */
const SORT_COLUMNS = {
  created_at: registerAogMog.createdAt,
  nama_lengkap: registerAogMog.namaLengkap,
  jenis_pendaftaran: registerAogMog.jenisPendaftaran,
  no_id: registerAogMog.noId,
  cabang_pembina: registerAogMog.cabangPembina,
  nama_pereferal: registerAogMog.namaPereferal,
  apakah_sudah_mengikuti_private_class: registerAogMog.apakahSudahMengikutiPrivateClass,
  biaya_total: registerAogMog.biayaTotal,
} satisfies Record<RegistrationListQuery['sort'], unknown>;

const needingProof = (branchId: number) =>
  and(eq(registerAogMog.branchId, branchId), isNull(registerAogMog.receiptId));

/**
 * One page of a branch's registrations that still need proof (a rejected receipt's rows too),
 * newest first by default; rows equal in the sort keep the id's order, so pages never overlap.
 * Only the columns the list shows are read. The partial index on the branch's rows without a
 * receipt serves the count and the default order (migration 0008).
 */
export const needingProofPage = (db: Executor, branchId: number, query: RegistrationListQuery) => {
  const direction = query.order === 'ASC' ? asc : desc;
  return db
    .select(registrationRowColumns)
    .from(registerAogMog)
    .where(needingProof(branchId))
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(registerAogMog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
};

export const listNeedingProof = async (
  db: Executor,
  branchId: number,
  query: RegistrationListQuery,
): Promise<RegistrationListResponse> => {
  const [total] = await db
    .select({ n: count() })
    .from(registerAogMog)
    .where(needingProof(branchId));
  const rows = await needingProofPage(db, branchId, query);
  const n = total?.n ?? 0;
  return paged(rows.map(toRegistrationRow), query.page, query.per_page, n);
};

export interface LockedRow {
  id: number;
  /** The member type the row pays for: the registered type, or an upgrade's new type. */
  type: string;
  /** What the row costs: biaya_total of a registration, biaya_upgrade of an upgrade. */
  amount: number;
  receiptId: number | null;
}

/** The table of the rows a proof of this kind pays for, and the columns the upload reads. */
const rowsOf = (kind: ReceiptKind) =>
  kind === 'upgrade'
    ? {
        table: historyUpgrade,
        type: historyUpgrade.jenisDaftarBaru,
        amount: historyUpgrade.biayaUpgrade,
        item: 'historyUpgradeId' as const,
      }
    : {
        table: registerAogMog,
        type: registerAogMog.jenisPendaftaran,
        amount: registerAogMog.biayaTotal,
        item: 'registerId' as const,
      };

/**
 * The branch's rows among `ids`, locked until the transaction ends: a second upload of the same
 * rows waits here and then sees them taken. Locked in id order, so overlapping selections never
 * deadlock. Another branch's ids are simply not returned.
 */
export const lockRows = async (
  tx: Executor,
  kind: ReceiptKind,
  branchId: number,
  ids: number[],
): Promise<LockedRow[]> => {
  const { table, type, amount } = rowsOf(kind);
  return tx
    .select({ id: table.id, type, amount, receiptId: table.receiptId })
    .from(table)
    .where(and(eq(table.branchId, branchId), inArray(table.id, ids)))
    .orderBy(asc(table.id))
    .for('update');
};

/**
 * The branch's rows among `ids` that still need proof, and the sum of what they cost, as the
 * upload will compute it. Another branch's ids, unknown ones and rows taken meanwhile are left
 * out, never added.
 */
export const selectionTotal = async (
  db: Executor,
  kind: ReceiptKind,
  branchId: number,
  ids: number[],
): Promise<{ id_form: number[]; amount: number }> => {
  const { table, amount } = rowsOf(kind);
  const rows = await db
    .select({ id: table.id, amount })
    .from(table)
    .where(and(eq(table.branchId, branchId), inArray(table.id, ids), isNull(table.receiptId)))
    .orderBy(asc(table.id));
  return {
    id_form: rows.map((row) => row.id),
    amount: rows.reduce((total, row) => total + row.amount, 0),
  };
};

/**
 * Counts one upload for the branch's Jakarta day, unless `limit` is reached: the conditional
 * upsert is atomic, so parallel uploads never pass the limit. Returns the new count, or null
 * when the limit was already reached. Rolled back with the upload if it fails later.
 */
export const takeUploadSlot = async (
  tx: Executor,
  slot: { branchId: number; kind: ReceiptKind; day: string },
  limit: number,
): Promise<number | null> => {
  const [row] = await tx
    .insert(uploadCounters)
    .values({ ...slot, count: 1 })
    .onConflictDoUpdate({
      target: [uploadCounters.branchId, uploadCounters.kind, uploadCounters.day],
      set: { count: sql`${uploadCounters.count} + 1` },
      setWhere: sql`${uploadCounters.count} < ${limit}`,
    })
    .returning({ count: uploadCounters.count });
  return row?.count ?? null;
};

export const uploadCount = async (
  db: Executor,
  slot: { branchId: number; kind: ReceiptKind; day: string },
): Promise<number> => {
  const [row] = await db
    .select({ count: uploadCounters.count })
    .from(uploadCounters)
    .where(
      and(
        eq(uploadCounters.branchId, slot.branchId),
        eq(uploadCounters.kind, slot.kind),
        eq(uploadCounters.day, slot.day),
      ),
    );
  return row?.count ?? 0;
};

/**
 * The next running number of an invoice series ('INV/REG/20261118/'): the series is locked
 * until the transaction ends, so two uploads on the same day never take the same number. Only
 * receipts of that kind created that Jakarta day can be in the series (the index on kind,
 * status and created_at finds them), whatever their status.
 */
export const nextInvoiceNumber = async (
  tx: Executor,
  series: { prefix: string; kind: ReceiptKind; start: Date; end: Date },
): Promise<number> => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.invoiceSeries}, hashtext(${series.prefix}))`,
  );
  const pattern = `^${series.prefix}[0-9]{1,9}$`;
  const [row] = await tx
    .select({
      last: sql<number>`coalesce(max(substring(${paymentReceipts.invName} from ${series.prefix.length + 1}::int)::int), 0)`,
    })
    .from(paymentReceipts)
    .where(
      and(
        eq(paymentReceipts.kind, series.kind),
        inArray(paymentReceipts.status, ['0', '1', '2']),
        gte(paymentReceipts.createdAt, series.start),
        lt(paymentReceipts.createdAt, series.end),
        sql`${paymentReceipts.invName} ~ ${pattern}`,
      ),
    );
  return Number(row?.last ?? 0) + 1;
};

export const insertReceipt = async (
  tx: Executor,
  values: typeof paymentReceipts.$inferInsert,
): Promise<number> => {
  const [row] = await tx
    .insert(paymentReceipts)
    .values(values)
    .returning({ id: paymentReceipts.id });
  if (!row) throw new Error('Receipt was not written');
  return row.id;
};

export const insertItems = async (
  tx: Executor,
  kind: ReceiptKind,
  receiptId: number,
  rows: { id: number; amount: number }[],
): Promise<void> => {
  const { item } = rowsOf(kind);
  await tx
    .insert(paymentReceiptItems)
    .values(rows.map((row) => ({ receiptId, [item]: row.id, amount: row.amount })));
};

/**
 * Links the rows to the receipt, only those of the branch still without one; returns how many
 * were linked, so the caller can refuse when another upload took one first.
 */
export const attachRows = async (
  tx: Executor,
  kind: ReceiptKind,
  receiptId: number,
  branchId: number,
  ids: number[],
): Promise<number> => {
  const { table } = rowsOf(kind);
  const rows = await tx
    .update(table)
    .set({ receiptId })
    .where(and(eq(table.branchId, branchId), inArray(table.id, ids), isNull(table.receiptId)))
    .returning({ id: table.id });
  return rows.length;
};
