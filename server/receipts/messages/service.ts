import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../../domain/dates';
import { formatRupiah } from '../../../domain/money';
import type { ReceiptStatus } from '../../../domain/receipts';
import {
  renderTemplate,
  type TemplateAction,
  type TemplateType,
  type TemplateValues,
} from '../../../domain/templates';
import type { Executor } from '../../db/client';
import {
  branches,
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
  waTemplates,
} from '../../db/schema';
import { enqueueMessages, type NewMessage } from '../../outbox/repository';

interface ItemFacts {
  itemId: number;
  amount: number;
  noId: string;
  type: string;
  member: typeof registerAogMog.$inferSelect;
}

const itemsOf = async (db: Executor, receiptId: number, kind: string): Promise<ItemFacts[]> => {
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

const recipientFor = (
  type: TemplateType,
  item: ItemFacts,
  branchWa: string | null,
): string | null => {
  if (type === 'branch') return branchWa;
  if (type === 'user') return item.member.noWa;
  return item.member.noWaPereferal;
};

/**
 * Renders the WhatsApp templates of a receipt's new status for every row it carries and every
 * recipient type whose template has auto_send on, and writes them to the outbox — in the
 * caller's transaction, so a status change and its messages commit or vanish together.
 */
export const enqueueReceiptMessages = async (
  db: Executor,
  receiptId: number,
  status: ReceiptStatus,
  now: Date,
): Promise<number> => {
  const [receipt] = await db
    .select({ kind: paymentReceipts.kind, branchName: branches.name, branchWa: branches.noWa })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(eq(paymentReceipts.id, receiptId));
  if (!receipt) return 0;
  const action: TemplateAction = receipt.kind === 'upgrade' ? 'upgrade' : 'create';
  const templates = await db
    .select({ type: waTemplates.type, message: waTemplates.message })
    .from(waTemplates)
    .where(
      and(
        eq(waTemplates.actionOn, action),
        eq(waTemplates.status, status),
        eq(waTemplates.autoSend, true),
      ),
    );
  if (!templates.length) return 0;

  const messages: NewMessage[] = [];
  for (const item of await itemsOf(db, receiptId, receipt.kind)) {
    const values: TemplateValues = {
      tanggal_pendaftaran: formatDate(item.member.createdAt),
      nama: item.member.namaLengkap,
      no_id: item.noId,
      jenis_pendaftaran: item.type,
      cabang: receipt.branchName,
      nama_pereferal: item.member.namaPereferal,
      total_biaya: formatRupiah(item.amount),
      nama_bank: item.member.namaBank,
      nomor_rekening: item.member.nomorRekening,
    };
    for (const template of templates) {
      const type = template.type as TemplateType;
      const recipient = recipientFor(type, item, receipt.branchWa);
      if (!recipient) continue;
      messages.push({
        channel: 'whatsapp',
        recipient,
        body: renderTemplate(template.message, values),
        refType: 'receipt',
        refId: `${receiptId}:${status}:${type}:${item.itemId}`,
      });
    }
  }
  await enqueueMessages(db, messages, now);
  return messages.length;
};
