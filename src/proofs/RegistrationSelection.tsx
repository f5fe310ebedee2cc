import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SelectAllButton, useListContext } from 'react-admin';
import type { SelectionTotalResponse } from '../../domain/api/proofs';
import { MAX_ROWS_PER_PROOF } from '../../domain/lists';
import { formatRupiah } from '../../domain/money';
import { useApi } from '../common/useApi';
import type { ProofsApi } from './proofsApi';
import { useT } from '../common/useT';
import { useReceiptKind } from '../receipts/receiptKind';

export interface CheckedRows {
  /** How many rows are checked, on any page. */
  selected: number;
  /** The checked rows the server will take, and their total: what the upload sends. */
  rows: SelectionTotalResponse['data'];
  /** Whether `rows` answers the current selection (not an earlier one, nor still loading). */
  ready: boolean;
}

const NONE: SelectionTotalResponse['data'] = { id_form: [], amount: 0 };

/**
 * The checked rows of the list, on any page, as the server counts them now: the list holds only
 * the page shown, so the server adds up their fees (a row taken meanwhile drops out). While a
 * new selection is counted, the previous answer stays shown.
 */
export const useCheckedRows = (): CheckedRows => {
  const api = useApi<ProofsApi>();
  const kind = useReceiptKind();
  const { selectedIds } = useListContext();
  const ids = (selectedIds as number[]).toSorted((a, b) => a - b);
  const total = useQuery({
    queryKey: ['selection-total', kind, ids],
    queryFn: () => api.getSelectionTotal(ids, kind),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  if (ids.length === 0) return { selected: 0, rows: NONE, ready: true };
  return {
    selected: ids.length,
    rows: total.data?.data ?? NONE,
    ready: total.isSuccess && !total.isPlaceholderData,
  };
};

/**
 * The list's bulk actions, always shown (the upload explains itself when nothing is checked):
 * how many rows are checked and their total, react-admin's 'select all' once the page is
 * checked, and the actions.
 */
export const SelectionToolbar = ({ children }: { children?: ReactNode }) => {
  const t = useT();
  const { rows } = useCheckedRows();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('app.proof.table.selected', {
            count: rows.id_form.length,
            total: formatRupiah(rows.amount),
          })}
        </Typography>
        <SelectAllButton limit={MAX_ROWS_PER_PROOF} />
      </Stack>
      {children}
    </Stack>
  );
};
