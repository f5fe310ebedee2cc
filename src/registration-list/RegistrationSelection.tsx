import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { SelectAllButton, useGetMany, useListContext } from 'react-admin';
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
