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
import { formatDate } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { usePaginationLabels } from '../common/usePaginationLabels';
import { useT } from '../common/useT';

/** The detail table has 5 rows a page (SPEC.md section 2). */
const PER_PAGE = 5;
const COLUMNS = ['date', 'name', 'type', 'noId', 'branch', 'referrer', 'ppa', 'cost'] as const;

/** 'Rincian': the registrations the receipt pays for. */
export const ReceiptRows = ({ rows }: { rows: RegistrationRow[] }) => {
  const t = useT();
  const labels = usePaginationLabels();
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 680 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'cost' ? 'right' : 'left'}
                  sx={{ fontWeight: 700 }}
                >
                  {t(`app.confirmation.rows.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  {t('app.confirmation.rows.empty')}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</TableCell>
                <TableCell>{row.nama_lengkap}</TableCell>
                <TableCell>{row.jenis_pendaftaran}</TableCell>
                <TableCell>{row.no_id}</TableCell>
                <TableCell>{row.cabang_pembina}</TableCell>
                <TableCell>{row.nama_pereferal}</TableCell>
                <TableCell>{row.apakah_sudah_mengikuti_private_class ?? '-'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(row.biaya_total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_, next) => setPage(next)}
        {...labels}
      />
    </>
  );
};
