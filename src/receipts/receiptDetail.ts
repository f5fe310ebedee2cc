import type { ReceiptDetail, ReceiptSummary } from '../../domain/api/receipts';

/**
 * The receipt with its rows, once getOne has answered. A list's getList puts each summary row
 * into the record cache (react-admin does, so a record shows at once); a summary has no rows
 * and stands for 'still loading' here.
 */
export const receiptWithRows = (
  record: ReceiptSummary | ReceiptDetail | undefined,
): ReceiptDetail | undefined =>
  record && 'register_aog_mog' in record && Array.isArray(record.register_aog_mog)
    ? record
    : undefined;
