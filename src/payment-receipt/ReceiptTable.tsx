import {
  Alert,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { Paged } from '../../domain/api/common';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { ServerPagination } from '../common/ServerPagination';
import { TableRowsState } from '../common/TableRowsState';
import { useT } from '../common/useT';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';

interface Props {
  result: Paged<ReceiptSummary> | undefined;
  isLoading: boolean;
  isError: boolean;
  onPage(page: number): void;
  onOpen(receipt: ReceiptSummary): void;
}

const COLUMNS = [
  'invoice',
  'branch',
  'status',
  'countAog',
  'countMog',
  'total',
  'uploadedAt',
  'action',
] as const;

/** What a row's button does: decide a waiting receipt, edit a rejected one, view a confirmed one. */
const ACTION = { '0': 'confirm', '2': 'edit', '1': 'detail' } as const;

export const ReceiptTable = ({ result, isLoading, isError, onPage, onOpen }: Props) => {
  const t = useT();
  if (isError) return <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 900 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={['countAog', 'countMog', 'total'].includes(column) ? 'right' : 'left'}
                  sx={{ fontWeight: 700 }}
                >
                  {t(`app.confirmation.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRowsState
              columns={COLUMNS.length}
              loading={isLoading}
              empty={result?.data.length === 0}
              emptyText={t('app.confirmation.empty')}
            />
            {result?.data.map((receipt) => (
              <TableRow key={receipt.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{receipt.inv_name}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{receipt.branch.name}</TableCell>
                <TableCell>
                  <ReceiptStatusChip status={receipt.status} />
                </TableCell>
                <TableCell align="right">{receipt.count_aog}</TableCell>
                <TableCell align="right">{receipt.count_mog}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(receipt.total_biaya)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(receipt.created_at)}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant={receipt.status === '0' ? 'contained' : 'outlined'}
                    onClick={() => onOpen(receipt)}
                    aria-label={`${t(`app.confirmation.actions.${ACTION[receipt.status]}`)} ${receipt.inv_name}`}
                  >
                    {t(`app.confirmation.actions.${ACTION[receipt.status]}`)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {result && <ServerPagination result={result} onPage={onPage} />}
    </>
  );
};
