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
import { SCROLL_X } from '../common/scrollX';
import { useT } from '../common/useT';
import { PrivateClassText } from '../registration-list/PrivateClassText';

const COLUMNS = [
  'date',
  'name',
  'type',
  'noId',
  'branch',
  'referrer',
  'privateClass',
  'total',
] as const;
type Column = (typeof COLUMNS)[number];

interface Props {
  rows: RegistrationRow[];
  /** 15 in the branch's invoice detail, 5 in SBS's 'Rincian' (SPEC.md sections 2 and 9). */
  perPage: number;
  label: string;
  /** SPEC.md's invoice detail has no ID column; the reviewer's table shows it. */
  withId?: boolean;
}

/** The registrations a receipt pays for, newest first, paged in the browser. */
export const ReceiptRowsTable = ({ rows, perPage, label, withId = false }: Props) => {
  const t = useT();
  const [page, setPage] = useState(0);
  const columns = COLUMNS.filter((column) => withId || column !== 'noId');
  const sorted = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const shown = sorted.slice(page * perPage, (page + 1) * perPage);
  const cell = (row: RegistrationRow, column: Column) => {
    switch (column) {
      case 'date':
        return formatDateTime(row.created_at);
      case 'name':
        return row.nama_lengkap;
      case 'type':
        return row.jenis_pendaftaran;
      case 'noId':
        return row.no_id;
      case 'branch':
        return row.cabang_pembina;
      case 'referrer':
        return row.nama_pereferal;
      case 'privateClass':
        return <PrivateClassText answer={row.apakah_sudah_mengikuti_private_class} />;
      case 'total':
        return formatRupiah(row.biaya_total);
    }
  };
  return (
    <>
      <TableContainer sx={SCROLL_X}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'total' ? 'right' : 'left'}
                  sx={{ fontWeight: 700 }}
                >
                  {t(`app.receipts.rows.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {t('app.receipts.rows.empty')}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'total' ? 'right' : 'left'}
                    sx={
                      column === 'date' || column === 'total' ? { whiteSpace: 'nowrap' } : undefined
                    }
                  >
                    {cell(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > perPage && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </>
  );
};
