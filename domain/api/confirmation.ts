import { boolean, number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../receipts';
import type { ErrorResponse } from './common';
import type { ReceiptDetail } from './receipts';

const E = appMessages.errors;
const M = appMessages.confirmation.server;

/** Largest id PostgreSQL's `integer` holds: a bigger one is bad input, not a server error. */
const MAX_ID = 2_147_483_647;

/** `:id` of the receipt routes. */
export const receiptIdParams = object({
  id: number()
    .typeError(E.badRequest)
    .required(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(MAX_ID, E.badRequest),
});

/**
 * PATCH /api/user/payment_receipt/:id (and the upgrade receipts' route): the 'Form Konfirmasi'
 * values. Which moves are allowed from the receipt's current status is the server's to judge
 * (`canMoveReceipt`); here only the shape.
 */
export const receiptDecisionSchema = object({
  status: string()
    // The form's empty option means no choice yet.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .typeError(M.statusInvalid)
    .required(M.statusRequired)
    .oneOf([...RECEIPT_STATUSES], M.statusInvalid),
  /**
   * The second confirmation of a receipt flagged 'kemungkinan duplikat': the reviewer has
   * compared it with the earlier proof. Required to confirm a flagged receipt (issue 17).
   */
  duplicate_seen: boolean().typeError(E.badRequest).default(false),
  /**
   * The status the reviewer saw when choosing. A receipt another staff member has decided since
   * is refused (409) rather than moved on from a state the reviewer never saw: a rejection
   * followed by a stale 'confirm' would otherwise confirm it. Optional, as the contract's body is
   * the form's status alone.
   */
  from_status: string()
    .typeError(E.badRequest)
    .oneOf([...RECEIPT_STATUSES], E.badRequest),
});
export type ReceiptDecisionRequest = InferType<typeof receiptDecisionSchema>;

/** What the app sends: the chosen status, the second yes of a flagged one, the status seen. */
export interface ReceiptDecision {
  status: ReceiptStatus;
  duplicate_seen?: boolean;
  from_status?: ReceiptStatus;
}

export interface ReceiptDecisionResponse {
  /** 'Sukses Update'. */
  message: string;
  data: ReceiptDetail;
}

/**
 * The 409 of a refused decision: the move is not allowed from the current status, another
 * staff member decided first, or a rejected receipt's rows went into another receipt. `data`
 * is the receipt as it is now, so the screen can show it.
 */
export interface ReceiptConflictResponse extends ErrorResponse {
  data: ReceiptDetail;
}
