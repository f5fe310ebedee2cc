import { formatDate } from '../../../domain/dates';
import { formatRupiah } from '../../../domain/money';
import { maskValue } from '../../../domain/personalData';
import type { ReceiptStatus } from '../../../domain/receipts';
import {
  renderTemplate,
  templateKeyText,
  templateParameters,
  type ReceiptTemplateAction,
  type TemplateType,
  type TemplateValues,
} from '../../../domain/templates';
import type { Executor } from '../../db/client';
import { itemsOf, receiptBranch, type ItemFacts } from './repository';
import { autoSendTemplates } from '../../whatsapp/repository';
import { enqueueMessages, type NewMessage } from '../../outbox/repository';
import { mayMessage, type RecipientConsents } from '../../../domain/consent';
import { whatsappConsentsByNoId } from '../../registration-form/consent-repository';
import { getSetting } from '../../settings/repository';

/** The current WhatsApp answers of the receipt's members' referrers who are members. */
const referrerConsents = (db: Executor, items: ItemFacts[]) =>
  whatsappConsentsByNoId(
    db,
    items.map((item) => item.member.noIdPereferal.trim().toUpperCase()).filter(Boolean),
  );

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
 * caller's transaction, so a status change and its messages commit or vanish together. A message
 * to a recipient without the consent it needs (`mayMessage`) is written as skipped, with the
 * reason the message log shows, and never sent.
 */
export const enqueueReceiptMessages = async (
  db: Executor,
  receiptId: number,
  status: ReceiptStatus,
  now: Date,
): Promise<number> => {
  const receipt = await receiptBranch(db, receiptId);
  if (!receipt) return 0;
  const action: ReceiptTemplateAction = receipt.kind === 'upgrade' ? 'upgrade' : 'create';
  const templates = await autoSendTemplates(db, action, status);
  if (!templates.length) return 0;

  const items = await itemsOf(db, receiptId, receipt.kind);
  const policy = await getSetting(db, 'whatsapp_consent');
  const referrers = await referrerConsents(db, items);
  const messages: NewMessage[] = [];
  for (const item of items) {
    const consents: RecipientConsents = {
      member: item.member.persetujuanWhatsapp,
      referrer: referrers.get(item.member.noIdPereferal.trim().toUpperCase()) ?? null,
    };
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
        templateParams: templateParameters(template.message, action, values),
        refType: 'receipt',
        refId: `${receiptId}:${status}:${type}:${item.itemId}`,
        ...(mayMessage(type, consents, policy) ? {} : { skipReason: 'no_consent' as const }),
      });
    }
  }
  await enqueueMessages(db, messages, now);
  return messages.length;
};
