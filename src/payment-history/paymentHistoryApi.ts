import type { Paged } from '../../domain/api/common';
import type { ReceiptListQuery, ReceiptSummary } from '../../domain/api/receipts';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';

export const paymentHistoryApi = {
  /** The branch's own registration receipts, paged by the server. */
  searchBranchReceipts: (query: Partial<ReceiptListQuery>) =>
    requestJson<Paged<ReceiptSummary>>(
      `${apiConfig.apiUrl}/user/payment_receipt/search_by_branch`,
      { query },
    ),
};
