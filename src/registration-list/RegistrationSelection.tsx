import type { ReactNode } from 'react';
import { Checkbox, Stack, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTableClasses, SelectAllButton, useGetMany, useListContext } from 'react-admin';
import { MAX_ROWS_PER_PROOF, totalOf } from '../../domain/api/proofs';
import type { RegistrationRow } from '../../domain/api/receipts';
import { formatRupiah } from '../../domain/money';
import { useT } from '../common/useT';

/**
 * The checked rows of the list, on any page, as the server lists them now: a row taken
 * meanwhile drops out.
 */
export const useSelectedRegistrations = (): RegistrationRow[] => {
  const { resource, selectedIds } = useListContext<RegistrationRow>();
  return useGetMany<RegistrationRow>(resource, { ids: selectedIds }).data ?? [];
};

/**
 * The list's bulk actions, always shown (the upload explains itself when nothing is checked):
 * how many rows are checked and their total, react-admin's 'select all' once the page is
 * checked, and the actions.
 */
export const SelectionToolbar = ({ children }: { children?: ReactNode }) => {
  const t = useT();
  const rows = useSelectedRegistrations();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('app.proof.table.selected', {
            count: rows.length,
            total: formatRupiah(totalOf(rows)),
          })}
        </Typography>
        <SelectAllButton limit={MAX_ROWS_PER_PROOF} />
      </Stack>
      {children}
    </Stack>
  );
};

/**
 * The header's 'Pilih semua' takes every row of the list, not only the page shown: one
 * transfer usually pays for all of them.
 */
export const SelectAllHead = ({ children }: { children?: ReactNode }) => (
  <TableHead className={DataTableClasses.thead}>
    <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
      <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
        <SelectAllCheckbox />
      </TableCell>
      {children}
    </TableRow>
  </TableHead>
);

const SelectAllCheckbox = () => {
  const t = useT();
  const { selectedIds, total = 0, onSelectAll, onUnselectItems } = useListContext();
  const all = total > 0 && selectedIds.length >= total;
  return (
    <Checkbox
      checked={all}
      indeterminate={selectedIds.length > 0 && !all}
      disabled={total === 0}
      onChange={() => (all ? onUnselectItems() : onSelectAll({ limit: MAX_ROWS_PER_PROOF }))}
      slotProps={{ input: { 'aria-label': t('app.proof.table.selectAll') } }}
    />
  );
};
