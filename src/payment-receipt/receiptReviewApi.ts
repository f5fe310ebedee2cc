import type { ReceiptDecision, ReceiptDecisionResponse } from '../../domain/api/confirmation';
import type { ReceiptKind } from '../../domain/receipts';
import { requestJson } from '../providers/httpClient';
import { receiptApi } from '../receipts/receiptKind';

/** The central review's call that is no resource operation. */
export const receiptReviewApi = {
  /** 'Form Konfirmasi': a 409 carries the receipt as it is now in `body.data`. */
  decideReceipt: (id: number, decision: ReceiptDecision, kind: ReceiptKind = 'registration') =>
    requestJson<ReceiptDecisionResponse>(
      `${receiptApi(kind).decision}/${encodeURIComponent(String(id))}`,
      { method: 'PATCH', body: decision },
    ),
};

export type ReceiptReviewApi = typeof receiptReviewApi;
