import { dialogOverList } from '../resources/dialogOverList';
import { HistoryListView } from './HistoryList';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';

/** /payment-history/{id}: the receipt's 'Detail Invoice' over the list. */
export default dialogOverList(HistoryListView, InvoiceDetailDialog);
