import { useState } from 'react';
import {
  Checkbox,
  Skeleton,
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
import { PrivateClassText } from './PrivateClassText';

export const PAGE_SIZES = [5, 10, 25];

const COLUMNS = [
  'date',
  'name',
  'type',
  'id',
  'branch',
  'referrer',
  'privateClass',
  'total',
] as const;

interface Props {
  rows: RegistrationRow[] | undefined;
  selected: ReadonlySet<number>;
  onSelect(next: Set<number>): void;
}

/**
 * The rows still needing proof, checked to share one proof. 'Select all' takes every row (not
 * only the page shown), since one transfer usually pays for all of them.
 */
export const RegistrationTable = ({ rows, selected, onSelect }: Props) => {
  const t = useT();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const all = rows ?? [];
  const lastPage = Math.max(0, Math.ceil(all.length / perPage) - 1);
  const shown = all.slice(
    Math.min(page, lastPage) * perPage,
    (Math.min(page, lastPage) + 1) * perPage,
  );
  const checkedCount = all.filter((row) => selected.has(row.id)).length;

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };

  return (
    <>
      <TableContainer sx={SCROLL_X}>
        <Table size="small" aria-label={t('app.proof.table.label')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all.length > 0 && checkedCount === all.length}
                  indeterminate={checkedCount > 0 && checkedCount < all.length}
                  disabled={all.length === 0}
                  onChange={(event) =>
                    onSelect(new Set(event.target.checked ? all.map((row) => row.id) : []))
                  }
                  slotProps={{ input: { 'aria-label': t('app.proof.table.selectAll') } }}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                  {t(`app.proof.table.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows === undefined && <LoadingRows />}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 1} align="center" sx={{ py: 4 }}>
                  {t('app.proof.table.empty')}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow
                key={row.id}
                hover
                selected={selected.has(row.id)}
                onClick={() => toggle(row.id)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(row.id)}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => toggle(row.id)}
                    slotProps={{
                      input: {
                        'aria-label': t('app.proof.table.selectRow', { name: row.nama_lengkap }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.created_at)}
                </TableCell>
                <TableCell>{row.nama_lengkap}</TableCell>
                <TableCell>{row.jenis_pendaftaran}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.no_id}</TableCell>
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
      <TablePagination
        component="div"
        count={all.length}
        page={Math.min(page, lastPage)}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </>
  );
};

const LoadingRows = () => (
  <>
    {[0, 1, 2].map((i) => (
      <TableRow key={i}>
        <TableCell colSpan={COLUMNS.length + 1}>
          <Skeleton variant="text" />
        </TableCell>
      </TableRow>
    ))}
  </>
);
