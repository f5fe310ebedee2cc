import type { ReceiptDetailResponse } from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const RECEIPT_BASE: Record<ReceiptKind, string> = {
  registration: 'payment_receipt',
  upgrade: 'upgrade_payment_receipt',
};

/** Reads of one receipt, shared by the branch's history and the central review. */
export const receiptsApi = {
  /** One receipt with its rows; a branch account gets only its own branch's (404 otherwise). */
  getReceipt: (kind: ReceiptKind, id: number | string) =>
    requestJson<ReceiptDetailResponse>(
      `${apiConfig.apiUrl}/user/${RECEIPT_BASE[kind]}/${encodeURIComponent(String(id))}`,
    ),
};
