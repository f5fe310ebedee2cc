import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ReceiptKind, ReceiptStatus } from '../../../domain/receipts';
import type { Executor } from '../../db/client';
import {
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  receiptDuplicates,
  registerAogMog,
} from '../../db/schema';

/**
 * Writes of the central review: a receipt's status (compare-and-set) and the link between a
 * receipt and the rows it pays for (registrations, or upgrades for an upgrade receipt).
 */

export interface ReceiptHead {
  id: number;
  kind: ReceiptKind;
  status: ReceiptStatus;
  branchId: number;
  invName: string;
}

export const findReceiptHead = async (
  db: Executor,
  kind: ReceiptKind,
  id: number,
): Promise<ReceiptHead | undefined> => {
  const [row] = await db
    .select({
      id: paymentReceipts.id,
      kind: paymentReceipts.kind,
      status: paymentReceipts.status,
      branchId: paymentReceipts.branchId,
      invName: paymentReceipts.invName,
    })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.id, id), eq(paymentReceipts.kind, kind)));
  return row && { ...row, kind: row.kind as ReceiptKind, status: row.status as ReceiptStatus };
};

/**
 * Moves the receipt from `from` to `to` only if it is still at `from`: of two staff deciding at
 * once, the second finds the status changed (after waiting for the first's row lock) and
 * updates nothing. Answers whether this call made the move.
 */
export const moveReceiptStatus = async (
  db: Executor,
  move: { id: number; from: ReceiptStatus; to: ReceiptStatus; adminId: number; now: Date },
): Promise<boolean> => {
  const moved = await db
    .update(paymentReceipts)
    .set({ status: move.to, statusChangedAt: move.now, decidedBy: move.adminId })
    .where(and(eq(paymentReceipts.id, move.id), eq(paymentReceipts.status, move.from)))
    .returning({ id: paymentReceipts.id });
  return moved.length === 1;
};

/** The table of the rows a receipt of this kind pays for. */
const rowTable = (kind: ReceiptKind) => (kind === 'upgrade' ? historyUpgrade : registerAogMog);

const itemIds = (db: Executor, kind: ReceiptKind, receiptId: number) =>
  db
    .select({
      id:
        kind === 'upgrade' ? paymentReceiptItems.historyUpgradeId : paymentReceiptItems.registerId,
    })
    .from(paymentReceiptItems)
    .where(eq(paymentReceiptItems.receiptId, receiptId));

/** A rejection hands the rows back to their branch for a new proof; the items stay. */
export const releaseRows = async (
  db: Executor,
  kind: ReceiptKind,
  receiptId: number,
): Promise<number> => {
  const table = rowTable(kind);
  const released = await db
    .update(table)
    .set({ receiptId: null })
    .where(eq(table.receiptId, receiptId))
    .returning({ id: table.id });
  return released.length;
};

/**
 * Reopening (or confirming after all) a rejected receipt takes its rows back, but only rows
 * still free: a row that has gone into another receipt since is that receipt's. Answers how many
 * rows the receipt has and how many it now holds; fewer held means the move must not happen.
 */
export const reclaimRows = async (
  db: Executor,
  kind: ReceiptKind,
  receiptId: number,
): Promise<{ items: number; held: number }> => {
  const table = rowTable(kind);
  const [items] = await db
    .select({ n: count() })
    .from(paymentReceiptItems)
    .where(eq(paymentReceiptItems.receiptId, receiptId));
  const held = await db
    .update(table)
    .set({ receiptId })
    .where(
      and(
        inArray(table.id, itemIds(db, kind, receiptId)),
        or(isNull(table.receiptId), eq(table.receiptId, receiptId)),
      ),
    )
    .returning({ id: table.id });
  return { items: items?.n ?? 0, held: held.length };
};

/** Whether the receipt carries the 'kemungkinan duplikat' flag, and against which invoices. */
export const flaggedAgainst = async (db: Executor, receiptId: number): Promise<string[]> => {
  const rows = await db
    .select({ invName: paymentReceipts.invName })
    .from(receiptDuplicates)
    .innerJoin(paymentReceipts, eq(paymentReceipts.id, receiptDuplicates.earlierReceiptId))
    .where(eq(receiptDuplicates.receiptId, receiptId));
  return rows.map((row) => row.invName);
};

/** Records who decided a flagged receipt having seen the flag. */
export const markDuplicateSeen = async (
  db: Executor,
  seen: { id: number; adminId: number; now: Date },
): Promise<void> => {
  await db
    .update(paymentReceipts)
    .set({ duplicateSeenBy: seen.adminId, duplicateSeenAt: seen.now })
    .where(eq(paymentReceipts.id, seen.id));
};
