import { DataTable } from 'react-admin';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { ReceiptStatusChip } from './ReceiptStatusChip';

const Col = DataTable.Col<ReceiptSummary>;
const NO_WRAP = () => ({ whiteSpace: 'nowrap' });

export type ReceiptColumn = 'invoice' | 'status' | 'countAog' | 'countMog' | 'uploadedAt' | 'total';

/**
 * The columns the branch's history and the central review share, each list in its own order and
 * with its own words. Elements, not components: DataTable reads its columns from its children.
 * The server does not sort these lists, so no column offers to.
 */
export const receiptColumns = (label: (column: ReceiptColumn) => string) => ({
  invoice: (
    <Col key="invoice" source="inv_name" label={label('invoice')} disableSort cellSx={NO_WRAP} />
  ),
  status: (
    <Col
      key="status"
      source="status"
      label={label('status')}
      disableSort
      render={(receipt) => <ReceiptStatusChip status={receipt.status} />}
    />
  ),
  countAog: (
    <Col key="countAog" source="count_aog" label={label('countAog')} disableSort align="right" />
  ),
  countMog: (
    <Col key="countMog" source="count_mog" label={label('countMog')} disableSort align="right" />
  ),
  uploadedAt: (
    <Col
      key="uploadedAt"
      source="created_at"
      label={label('uploadedAt')}
      disableSort
      cellSx={NO_WRAP}
      render={(receipt) => formatDateTime(receipt.created_at)}
    />
  ),
  total: (
    <Col
      key="total"
      source="total_biaya"
      label={label('total')}
      disableSort
      align="right"
      cellSx={NO_WRAP}
      render={(receipt) => formatRupiah(receipt.total_biaya)}
    />
  ),
});
