import type { ReceiptDecisionResponse } from '../../domain/api/confirmation';
import type { ReceiptStatus } from '../../domain/receipts';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

/** The central review's call that is no resource operation (SPEC.md section 7, 'Receipts'). */
export const receiptReviewApi = {
  /** 'Form Konfirmasi': a 409 carries the receipt as it is now in `body.data`. */
  decideReceipt: (id: number, status: ReceiptStatus) =>
    requestJson<ReceiptDecisionResponse>(
      `${apiConfig.apiUrl}/user/payment_receipt/${encodeURIComponent(String(id))}`,
      { method: 'PATCH', body: { status } },
    ),
};
