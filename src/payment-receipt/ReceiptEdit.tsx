import { dialogOverList } from '../resources/dialogOverList';
import { ReceiptConfirmDialog } from './ReceiptConfirmDialog';
import { ReceiptListView } from './ReceiptList';

/** /payment-receipt/{id}: 'Konfirmasi Pembayaran' over the list. */
export default dialogOverList(ReceiptListView, ReceiptConfirmDialog);
