import type { Paged } from '../../domain/api/common';
import type { ReceiptDecisionResponse } from '../../domain/api/confirmation';
import type { ReceiptSummary } from '../../domain/api/receipts';
import type { ReceiptStatus } from '../../domain/receipts';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const base = () => `${apiConfig.apiUrl}/user/payment_receipt`;

/** The central review of registration receipts (SPEC.md section 7, 'Receipts'). */
export const receiptReviewApi = {
  /** Every branch's receipts of a status ('' for all), paged by the server. */
  getReviewReceipts: (query: { page: number; status: ReceiptStatus | '' }) =>
    requestJson<Paged<ReceiptSummary>>(`${base()}/search`, { query }),

  /** 'Form Konfirmasi': a 409 carries the receipt as it is now in `body.data`. */
  decideReceipt: (id: number, status: ReceiptStatus) =>
    requestJson<ReceiptDecisionResponse>(`${base()}/${id}`, { method: 'PATCH', body: { status } }),
};
