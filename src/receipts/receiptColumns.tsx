import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { formatRupiah } from '../../domain/money';
import { DayAboveTime } from '../common/DayAboveTime';
import { ReceiptStatusChip } from './ReceiptStatusChip';

const Col = DataTable.Col<ReceiptSummary>;
const NO_WRAP = () => ({ whiteSpace: 'nowrap' });

/** The status chip, with `below` it what a list adds (the review list its duplicate flag). */
export const statusColumn = (label: string, below?: (receipt: ReceiptSummary) => ReactNode) => (
  <Col
    key="status"
    source="status"
    label={label}
    disableSort
    render={(receipt) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <ReceiptStatusChip status={receipt.status} />
        {below?.(receipt)}
      </Stack>
    )}
  />
);

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
  status: statusColumn(label('status')),
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
      render={(receipt) => <DayAboveTime value={receipt.created_at} />}
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
