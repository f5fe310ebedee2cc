import type { PushPayload } from '../../domain/api/push';
import type { PushKind } from '../../domain/push';
import { formatRupiah } from '../../domain/money';
import { PATHS } from '../../domain/paths';
import { RECEIPT_STATUS, type ReceiptStatus } from '../../domain/receipts';
import type { Executor } from '../db/client';
import { enqueueMessages } from '../outbox/repository';
import { idCountsByType, receiptFacts, subscriptionsFor } from './repository';

const showPath = (template: string, id: number) => template.replace(':id', String(id));

/** One outbox message per subscription, in the caller's transaction. */
export const enqueuePush = async (
  db: Executor,
  who: { group: 'SBS' } | { branchId: number },
  kind: PushKind | null,
  payload: PushPayload,
  ref: { type: string; id: string },
  now: Date,
): Promise<number> => {
  const targets = await subscriptionsFor(db, who, kind);
  await enqueueMessages(
    db,
    targets.map((t) => ({
      channel: 'push' as const,
      recipient: String(t.id),
      subject: payload.title,
      body: JSON.stringify(payload),
      refType: ref.type,
      refId: ref.id,
    })),
    now,
  );
  return targets.length;
};

/** Every SBS account: a registration or upgrade proof waits for its decision. */
export const pushProofWaiting = async (
  db: Executor,
  receiptId: number,
  now: Date,
): Promise<number> => {
  const receipt = await receiptFacts(db, receiptId);
  if (!receipt) return 0;
  const upgrade = receipt.kind === 'upgrade';
  return enqueuePush(
    db,
    { group: 'SBS' },
    'proofWaiting',
    {
      title: upgrade
        ? 'Bukti pembayaran upgrade menunggu konfirmasi'
        : 'Bukti pembayaran pendaftaran menunggu konfirmasi',
      body: `${receipt.invName} · ${receipt.branchName} · ${formatRupiah(receipt.total)}`,
      url: showPath(
        upgrade ? PATHS.paymentReceiptUpgradeShow : PATHS.paymentReceiptShow,
        receiptId,
      ),
    },
    { type: 'push:proof', id: `${receiptId}` },
    now,
  );
};

/** The accounts of the receipt's branch: their payment was confirmed or rejected. */
export const pushReceiptDecided = async (
  db: Executor,
  receiptId: number,
  status: ReceiptStatus,
  now: Date,
): Promise<number> => {
  if (status === RECEIPT_STATUS.waiting) return 0;
  const receipt = await receiptFacts(db, receiptId);
  if (!receipt) return 0;
  const confirmed = status === RECEIPT_STATUS.confirmed;
  const upgrade = receipt.kind === 'upgrade';
  return enqueuePush(
    db,
    { branchId: receipt.branchId },
    'receiptDecided',
    {
      title: confirmed ? 'Pembayaran dikonfirmasi' : 'Pembayaran ditolak',
      body: `Bukti pembayaran ${receipt.invName} (${formatRupiah(receipt.total)}) ${
        confirmed ? 'telah dikonfirmasi' : 'ditolak'
      }.`,
      url: showPath(
        upgrade ? PATHS.paymentHistoryUpgradeShow : PATHS.paymentHistoryShow,
        receiptId,
      ),
    },
    { type: 'push:receipt', id: `${receiptId}:${status}` },
    now,
  );
};

/** The accounts of a branch: IDs were given to it (how many of each type). */
export const pushIdsAssigned = async (
  db: Executor,
  input: { branchId: number; ids: string[] },
  now: Date,
): Promise<number> => {
  if (!input.ids.length) return 0;
  const types = await idCountsByType(db, input.ids);
  const counted = types.map((t) => `${t.n} ID ${t.type.toUpperCase()}`).join(', ');
  return enqueuePush(
    db,
    { branchId: input.branchId },
    'idsAssigned',
    {
      title: 'ID baru diterima',
      body: `${counted} telah diberikan ke cabang Anda.`,
      url: PATHS.idAogMog,
    },
    { type: 'push:ids', id: `${input.branchId}` },
    now,
  );
};
