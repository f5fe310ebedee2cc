import type {
  RegistrationListQuery,
  RegistrationListResponse,
  SelectionTotalResponse,
  UploadCountResponse,
} from '../../../domain/api/proofs';
import type { ReceiptDetail } from '../../../domain/api/receipts';
import { jakartaDay, jakartaDayRange } from '../../../domain/dates';
import { formatRupiah } from '../../../domain/money';
import { RECEIPT_STATUS, type ReceiptKind } from '../../../domain/receipts';
import { appMessages } from '../../../i18n/app-id';
import { recordAudit } from '../../audit/repository';
import type { AppContext, Caller } from '../../context';
import { readUploadedImage } from '../../files/normalise-image';
import { storeImage, withFiles } from '../../files/service';
import { assertOperatingHours } from '../../hours/service';
import { conflict, forbidden, HttpError, tooMany, unprocessable } from '../../http/errors';
import { enqueueReceiptMessages } from '../messages/service';
import { pushProofWaiting } from '../../push/events';
import { findReceiptDetail } from '../repository';
import { getSetting } from '../../settings/repository';
import {
  attachRows,
  insertItems,
  insertReceipt,
  listNeedingProof,
  lockRows,
  nextInvoiceNumber,
  selectionTotal,
  takeUploadSlot,
  uploadCount,
} from './repository';
import { fillMessage } from '../../../domain/messages';
import { PROOF_MATCH_DISTANCE } from '../../../domain/duplicates';
import { findMatchingReceipts, insertDuplicates } from '../duplicates/repository';

const M = appMessages.proof.errors;

/** A branch account acts for its own branch only; the branch comes from the session. */
export const branchOf = (caller: Caller): number => {
  if (caller.branchId === null) throw forbidden();
  return caller.branchId;
};

const SERIES: Record<ReceiptKind, string> = { registration: 'REG', upgrade: 'UPG' };

/** 'INV/REG/20261118/': the day's series, continuing the numbers the demo seed gave that day. */
const invoiceSeries = (kind: ReceiptKind, day: string) =>
  `INV/${SERIES[kind]}/${day.replaceAll('-', '')}/`;

/** The audit entry names the rows after their table. */
const ROW_IDS: Record<ReceiptKind, string> = {
  registration: 'register_ids',
  upgrade: 'history_upgrade_ids',
};

/** A proof upload of either kind: the image, the selected rows' ids and the amount paid. */
/** The caller's branch's registrations that still need a proof. */
export const needingProof = (
  ctx: AppContext,
  caller: Caller,
  query: RegistrationListQuery,
): Promise<RegistrationListResponse> => listNeedingProof(ctx.db, branchOf(caller), query);

/** The total of the rows checked for a proof, of the caller's branch only. */
export const totalOfSelection = async (
  ctx: AppContext,
  caller: Caller,
  kind: ReceiptKind,
  ids: number[],
): Promise<SelectionTotalResponse> => ({
  data: await selectionTotal(ctx.db, kind, branchOf(caller), ids),
});

export interface ProofInput {
  image: string;
  id_form: number[];
  amount: number;
}

export const uploadStatus = async (
  ctx: AppContext,
  caller: Caller,
  kind: ReceiptKind,
): Promise<UploadCountResponse> => {
  const day = jakartaDay(ctx.clock.now());
  const [count, limit] = await Promise.all([
    uploadCount(ctx.db, { branchId: branchOf(caller), kind, day }),
    getSetting(ctx.db, 'upload_limit'),
  ]);
  return { data: { count, limit: limit[kind], day } };
};

const refuseRows = (status: 404 | 409, template: string, ids: number[]) => {
  const message = fillMessage(template, { ids: ids.join(', ') });
  return new HttpError(status, message, { id_form: [message] });
};

/**
 * One proof for a selection of the branch's registrations (or upgrades): checks hours, the rows, the amount
 * and the daily limit, then writes the receipt, its items, the rows' link, the image, the audit
 * entry and the status-0 WhatsApp messages — all in one transaction, so a refused upload leaves
 * nothing behind (its image is removed from disk again).
 */
export const uploadProof = async (
  ctx: AppContext,
  caller: Caller,
  kind: ReceiptKind,
  input: ProofInput,
): Promise<ReceiptDetail> => {
  const branchId = branchOf(caller);
  const image = await readUploadedImage(input.image, 'proof');
  const ids = [...new Set(input.id_form)].sort((a, b) => a - b);

  return withFiles(ctx.db, ctx.files, async (tx, files) => {
    await assertOperatingHours(ctx, tx);
    const now = ctx.clock.now();
    const day = jakartaDay(now);

    const rows = await lockRows(tx, kind, branchId, ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw refuseRows(404, M.notFound, missing);
    const taken = rows.filter((row) => row.receiptId !== null).map((row) => row.id);
    if (taken.length) throw refuseRows(409, M.alreadyUploaded, taken);
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    if (input.amount !== total) {
      const message = fillMessage(M.amountMismatch, { total: formatRupiah(total) });
      throw unprocessable({ amount: [message] }, message);
    }

    const limit = (await getSetting(tx, 'upload_limit'))[kind];
    const slot = limit > 0 ? await takeUploadSlot(tx, { branchId, kind, day }, limit) : null;
    if (slot === null) throw tooMany(fillMessage(M.limit, { limit }));

    const file = await storeImage(tx, files.store, {
      kind: 'proof',
      mime: image.mime,
      bytes: image.bytes,
      branchId,
      createdBy: caller.adminId,
      now,
    });
    const prefix = invoiceSeries(kind, day);
    const number = await nextInvoiceNumber(tx, {
      prefix,
      kind,
      ...jakartaDayRange(day, day),
    });
    const invName = `${prefix}${String(number).padStart(4, '0')}`;
    const countAog = rows.filter((row) => row.type.toUpperCase() === 'AOG').length;
    const receiptId = await insertReceipt(tx, {
      kind,
      invName,
      status: RECEIPT_STATUS.waiting,
      countAog,
      countMog: rows.length - countAog,
      totalBiaya: total,
      imageFileId: file.id,
      branchId,
      uploadedBy: caller.adminId,
      createdAt: now,
      statusChangedAt: now,
    });
    // Accepted whatever it matches (a branch may re-upload after a rejection), but flagged.
    const matches = await findMatchingReceipts(
      tx,
      { ...file, fileId: file.id },
      PROOF_MATCH_DISTANCE,
    );
    await insertDuplicates(tx, receiptId, matches);
    await insertItems(
      tx,
      kind,
      receiptId,
      rows.map((row) => ({ id: row.id, amount: row.amount })),
    );
    // The rows are locked above, so this takes them all; the guard keeps it true regardless.
    if ((await attachRows(tx, kind, receiptId, branchId, ids)) !== ids.length) {
      throw conflict(fillMessage(M.alreadyUploaded, { ids: ids.join(', ') }));
    }
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'receipt.upload',
      entity: 'payment_receipt',
      entityId: receiptId,
      changes: {
        kind,
        inv_name: invName,
        amount: total,
        [ROW_IDS[kind]]: ids,
        file: file.id,
        ...(matches.length ? { duplicate_of: matches.map((m) => m.earlierReceiptId) } : {}),
      },
      at: now,
    });
    await enqueueReceiptMessages(tx, receiptId, RECEIPT_STATUS.waiting, now);
    await pushProofWaiting(tx, receiptId, now);
    const detail = await findReceiptDetail(tx, kind, receiptId);
    if (!detail) throw new Error(`Receipt ${receiptId} vanished in its own transaction`);
    return detail;
  });
};
