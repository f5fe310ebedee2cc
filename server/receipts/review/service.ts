import type { ReceiptDetail } from '../../../domain/api/receipts';
import { canMoveReceipt, type ReceiptKind, type ReceiptStatus } from '../../../domain/receipts';
import { appMessages } from '../../../i18n/app-id';
import { recordAudit } from '../../audit/repository';
import type { AppContext, Caller } from '../../context';
import type { Tx } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { issueKuitansi } from '../../kuitansi/service';
import { enqueueReceiptMessages } from '../messages/service';
import { pushReceiptDecided } from '../../push/events';
import { findReceiptDetail } from '../repository';
import {
  findReceiptHead,
  flaggedAgainst,
  markDuplicateSeen,
  moveReceiptStatus,
  reclaimRows,
  releaseRows,
} from './repository';

const M = appMessages.confirmation.server;
const D = appMessages.duplicates.review;

/** The audit action of each move, as the demo seed records past decisions. */
const AUDIT_ACTION: Record<ReceiptStatus, string> = {
  '0': 'receipt.reopen',
  '1': 'receipt.confirm',
  '2': 'receipt.reject',
};

/**
 * What confirming means for a kind beyond the status and the rows: nothing more for a
 * registration (its members are registered once their receipt is confirmed); an upgrade
 * receipt's feature passes the switch of each member to its new type and ID.
 */
export type OnConfirmed = (
  tx: Tx,
  decision: { receiptId: number; adminId: number; now: Date },
) => Promise<void>;

export type DecisionResult =
  { ok: true; receipt: ReceiptDetail } | { ok: false; message: string; receipt: ReceiptDetail };

/** Thrown inside the transaction to undo it; answered as a 409 with the receipt as it is. */
class Refused extends Error {}

/**
 * Reads one receipt for a caller: central staff any, a branch only its own — another branch's
 * receipt answers like a missing one, so its existence does not leak.
 */
export const readReceipt = async (
  ctx: AppContext,
  caller: Caller,
  kind: ReceiptKind,
  id: number,
): Promise<ReceiptDetail> => {
  const receipt = await findReceiptDetail(ctx.db, kind, id, {
    withDuplicates: caller.branchId === null,
  });
  if (!receipt || (caller.branchId !== null && receipt.branch.id !== caller.branchId)) {
    throw notFound();
  }
  return receipt;
};

/**
 * Moves a receipt to `to` (domain/receipts.ts decides which moves exist) in one transaction:
 * the status by compare-and-set, the rows (released on rejection, taken back when a rejected
 * receipt is reopened or confirmed), the WhatsApp messages of the new status, a confirmed
 * receipt's document ('Kuitansi', mailed to its branch) and the audit entry. A refused move
 * changes nothing and answers the receipt as it is now. `seen`, when given, is the status the
 * reviewer decided on: a receipt no longer in it is refused.
 */
export const decideReceipt = async (
  ctx: AppContext,
  caller: Caller,
  kind: ReceiptKind,
  id: number,
  { to, duplicateSeen, seen }: { to: ReceiptStatus; duplicateSeen: boolean; seen?: ReceiptStatus },
  onConfirmed?: OnConfirmed,
): Promise<DecisionResult> => {
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const head = await findReceiptHead(tx, kind, id);
      if (!head) throw notFound();
      const from = head.status;
      if (seen !== undefined && seen !== from) throw new Refused(M.statusConflict);
      if (!canMoveReceipt(from, to)) throw new Refused(M.statusConflict);
      // Money moves on a confirmation: a flagged one needs the reviewer's second confirmation.
      const flaggedWith = await flaggedAgainst(tx, id);
      if (flaggedWith.length && to === '1' && !duplicateSeen) {
        throw unprocessable({ duplicate_seen: [D.acknowledgeRequired] }, D.acknowledgeRequired);
      }
      if (flaggedWith.length && duplicateSeen) {
        await markDuplicateSeen(tx, { id, adminId: caller.adminId, now });
      }
      const moved = await moveReceiptStatus(tx, { id, from, to, adminId: caller.adminId, now });
      if (!moved) throw new Refused(M.statusConflict);

      let rows: number;
      if (to === '2') {
        rows = await releaseRows(tx, kind, id);
      } else if (from === '2') {
        const { items, held } = await reclaimRows(tx, kind, id);
        if (held < items) throw new Refused(M.rowsTaken);
        rows = held;
      } else {
        rows = 0;
      }
      if (to === '1') await onConfirmed?.(tx, { receiptId: id, adminId: caller.adminId, now });
      const messages = await enqueueReceiptMessages(tx, id, to, now);
      await pushReceiptDecided(tx, id, to, now);
      // Last: the year's number stays locked only until this transaction commits.
      const issued =
        to === '1'
          ? await issueKuitansi(tx, {
              receiptId: id,
              adminId: caller.adminId,
              now,
              publicUrl: ctx.config.publicUrl,
            })
          : undefined;
      await recordAudit(tx, {
        adminId: caller.adminId,
        action: AUDIT_ACTION[to],
        entity: 'payment_receipt',
        entityId: id,
        changes: {
          kind,
          inv_name: head.invName,
          status: { from, to },
          rows,
          messages,
          ...(issued ? { kuitansi: issued.number } : {}),
          ...(flaggedWith.length
            ? { duplicate_flag: { of: flaggedWith, seen: duplicateSeen } }
            : {}),
        },
        at: now,
      });
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // Read after the rollback: the state the winner (or the other receipt) left.
    return { ok: false, message: error.message, receipt: await readReceipt(ctx, caller, kind, id) };
  }
  return { ok: true, receipt: await readReceipt(ctx, caller, kind, id) };
};
