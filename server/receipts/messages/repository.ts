import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  branches,
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
} from '../../db/schema';

export interface ItemFacts {
  itemId: number;
  amount: number;
  noId: string;
  type: string;
  member: typeof registerAogMog.$inferSelect;
}

export const itemsOf = async (
  db: Executor,
  receiptId: number,
  kind: string,
): Promise<ItemFacts[]> => {
  if (kind === 'upgrade') {
    const rows = await db
      .select({ item: paymentReceiptItems, upgrade: historyUpgrade, member: registerAogMog })
      .from(paymentReceiptItems)
      .innerJoin(historyUpgrade, eq(historyUpgrade.id, paymentReceiptItems.historyUpgradeId))
      .innerJoin(registerAogMog, eq(registerAogMog.id, historyUpgrade.registerId))
      .where(eq(paymentReceiptItems.receiptId, receiptId))
      .orderBy(paymentReceiptItems.id);
    return rows.map(({ item, upgrade, member }) => ({
      itemId: item.id,
      amount: item.amount,
      noId: upgrade.noIdBaru,
      type: upgrade.jenisDaftarBaru.toUpperCase(),
      member,
    }));
  }
  const rows = await db
    .select({ item: paymentReceiptItems, member: registerAogMog })
    .from(paymentReceiptItems)
    .innerJoin(registerAogMog, eq(registerAogMog.id, paymentReceiptItems.registerId))
    .where(eq(paymentReceiptItems.receiptId, receiptId))
    .orderBy(paymentReceiptItems.id);
  return rows.map(({ item, member }) => ({
    itemId: item.id,
    amount: item.amount,
    noId: member.noId,
    type: member.jenisPendaftaran,
    member,
  }));
};

/** The receipt's kind and the branch its messages name and go to. */
export const receiptBranch = async (db: Executor, receiptId: number) => {
  const [receipt] = await db
    .select({ kind: paymentReceipts.kind, branchName: branches.name, branchWa: branches.noWa })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(eq(paymentReceipts.id, receiptId));
  return receipt;
};
