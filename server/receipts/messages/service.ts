import { formatDate } from '../../../domain/dates';
import { formatRupiah } from '../../../domain/money';
import { maskValue } from '../../../domain/personalData';
import type { ReceiptStatus } from '../../../domain/receipts';
import {
  renderTemplate,
  templateKeyText,
  templateParameters,
  type TemplateAction,
  type TemplateType,
  type TemplateValues,
} from '../../../domain/templates';
import type { Executor } from '../../db/client';
import { autoSendTemplates, itemsOf, receiptBranch, type ItemFacts } from './repository';
import { enqueueMessages, type NewMessage } from '../../outbox/repository';

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
  const receipt = await receiptBranch(db, receiptId);
  if (!receipt) return 0;
  const action: TemplateAction = receipt.kind === 'upgrade' ? 'upgrade' : 'create';
  const templates = await autoSendTemplates(db, action, status);
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
      // Masked: the member knows the number by its ends, and the outbox and its log keep the text.
      nomor_rekening: maskValue(item.member.nomorRekening),
    };
    for (const template of templates) {
      const type = template.type as TemplateType;
      const recipient = recipientFor(type, item, receipt.branchWa);
      if (!recipient) continue;
      messages.push({
        channel: 'whatsapp',
        recipient,
        body: renderTemplate(template.message, values),
        // Kept apart too: the Cloud API is sent the approved template and these values.
        templateKey: templateKeyText({ action_on: action, type, status }),
        templateParams: templateParameters(template.message, values),
        refType: 'receipt',
        refId: `${receiptId}:${status}:${type}:${item.itemId}`,
      });
    }
  }
  await enqueueMessages(db, messages, now);
  return messages.length;
};
