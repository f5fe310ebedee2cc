import { useState } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { RegistrationRow } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { useT } from '../common/useT';
import { SCROLL_X } from '../common/scrollX';
import { PrivateClassText } from '../registration-list/PrivateClassText';

/** The invoice detail shows 15 rows a page (SPEC.md section 9), newest first. */
export const INVOICE_ROWS_PER_PAGE = 15;

const COLUMNS = ['date', 'name', 'type', 'branch', 'referrer', 'privateClass', 'total'] as const;

export const InvoiceRowsTable = ({ rows }: { rows: RegistrationRow[] }) => {
  const t = useT();
  const [page, setPage] = useState(0);
  const sorted = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const shown = sorted.slice(page * INVOICE_ROWS_PER_PAGE, (page + 1) * INVOICE_ROWS_PER_PAGE);
  return (
    <>
      <TableContainer sx={SCROLL_X}>
        <Table size="small" aria-label={t('app.paymentHistory.detail.rows')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                  {t(`app.paymentHistory.detail.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  {t('app.paymentHistory.detail.empty')}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.created_at)}
                </TableCell>
                <TableCell>{row.nama_lengkap}</TableCell>
                <TableCell>{row.jenis_pendaftaran}</TableCell>
                <TableCell>{row.cabang_pembina}</TableCell>
                <TableCell>{row.nama_pereferal}</TableCell>
                <TableCell>
                  <PrivateClassText answer={row.apakah_sudah_mengikuti_private_class} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(row.biaya_total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > INVOICE_ROWS_PER_PAGE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={INVOICE_ROWS_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) =>
            t('app.paymentHistory.list.displayedRows', { from, to, count })
          }
        />
      )}
    </>
  );
};
