import type { Paged } from '../../domain/api/common';
import type {
  ReceiptDetailResponse,
  ReceiptListQuery,
  ReceiptSummary,
} from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

const RECEIPT_BASE: Record<ReceiptKind, string> = {
  registration: 'payment_receipt',
  upgrade: 'upgrade_payment_receipt',
};

export const paymentHistoryApi = {
  /** The branch's own registration receipts, paged by the server. */
  searchBranchReceipts: (query: Partial<ReceiptListQuery>) =>
    requestJson<Paged<ReceiptSummary>>(
      `${apiConfig.apiUrl}/user/payment_receipt/search_by_branch`,
      { query },
    ),

  /** One receipt with its rows; a branch account gets only its own branch's (404 otherwise). */
  getReceipt: (kind: ReceiptKind, id: number | string) =>
    requestJson<ReceiptDetailResponse>(
      `${apiConfig.apiUrl}/user/${RECEIPT_BASE[kind]}/${encodeURIComponent(String(id))}`,
    ),
};
