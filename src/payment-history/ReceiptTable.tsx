import {
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { useT } from '../common/useT';
import { SCROLL_X } from '../common/scrollX';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';

const COLUMNS = [
  'invoice',
  'status',
  'countAog',
  'countMog',
  'uploadedAt',
  'total',
  'action',
] as const;
const NUMERIC = new Set<string>(['countAog', 'countMog', 'total']);

/** 'List Payment': one receipt a row; Action opens its 'Detail Invoice'. */
export const ReceiptTable = ({
  rows,
  detailLink,
}: {
  rows: ReceiptSummary[] | undefined;
  detailLink(row: ReceiptSummary): string;
}) => {
  const t = useT();
  return (
    <TableContainer sx={SCROLL_X}>
      <Table size="small" aria-label={t('app.paymentHistory.list.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                {t(`app.paymentHistory.list.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined &&
            [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={COLUMNS.length}>
                  <Skeleton variant="text" />
                </TableCell>
              </TableRow>
            ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                {t('app.paymentHistory.list.empty')}
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.inv_name}</TableCell>
              <TableCell>
                <ReceiptStatusChip status={row.status} />
              </TableCell>
              <TableCell align="right">{row.count_aog}</TableCell>
              <TableCell align="right">{row.count_mog}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupiah(row.total_biaya)}
              </TableCell>
              <TableCell>
                <Button
                  component={Link}
                  to={detailLink(row)}
                  size="small"
                  startIcon={<VisibilityIcon />}
                  aria-label={t('app.paymentHistory.list.detailOf', { invoice: row.inv_name })}
                >
                  {t('app.paymentHistory.list.detail')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
