import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TablePagination,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { BranchOption } from '../../domain/api/branches';
import { ACTIVE_BRANCH_PER_PAGE } from '../../domain/statistics';
import { useApi } from '../common/useApi';
import type { WidgetsApi } from './widgetsApi';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useT } from '../common/useT';

/** null is 'All Branch' (the empty id). */
export type BranchChoice = BranchOption | null;

/**
 * The branch picker: 'All Branch' first, then active branches searched after a 1 s pause, 5 a
 * page; the choice is only taken with 'Pilih'.
 */
export const BranchPickerDialog = ({
  open,
  value,
  onPick,
  onCancel,
}: {
  open: boolean;
  value: BranchChoice;
  onPick(choice: BranchChoice): void;
  onCancel(): void;
}) => {
  const t = useT();
  const api = useApi<WidgetsApi>();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 1000);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<BranchChoice>(value);
  useEffect(() => {
    if (open) setSelected(value);
  }, [open, value]);
  useEffect(() => setPage(0), [keyword]);
  const { data } = useQuery({
    queryKey: ['search-branch-active', keyword, page],
    queryFn: () => api.searchActiveBranches({ kata_kunci: keyword, page: page + 1 }),
    enabled: open,
  });
  const rows: BranchChoice[] = [null, ...(data?.data ?? [])];
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="branch-picker-title" fullWidth>
      <DialogTitle id="branch-picker-title">{t('app.statistics.pickBranch')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          placeholder={t('app.statistics.searchBranch')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('app.statistics.searchBranch') } }}
          sx={{ my: 1 }}
        />
        <Table size="small">
          <TableBody>
            {rows.map((branch) => {
              const name = branch?.name ?? t('app.statistics.allBranch');
              const checked = (selected?.id ?? null) === (branch?.id ?? null);
              return (
                <TableRow
                  key={branch?.id ?? 'all'}
                  hover
                  selected={checked}
                  onClick={() => setSelected(branch)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Radio
                      checked={checked}
                      onChange={() => setSelected(branch)}
                      slotProps={{ input: { 'aria-label': name } }}
                    />
                  </TableCell>
                  <TableCell>{name}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={ACTIVE_BRANCH_PER_PAGE}
          rowsPerPageOptions={[ACTIVE_BRANCH_PER_PAGE]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.statistics.cancel')}</Button>
        <Button variant="contained" onClick={() => onPick(selected)}>
          {t('app.statistics.choose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A button naming the chosen branch, opening the picker. */
export const BranchFilter = ({
  value,
  onChange,
}: {
  value: BranchChoice;
  onChange(choice: BranchChoice): void;
}) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {`${t('app.statistics.branch')}: ${value?.name ?? t('app.statistics.allBranch')}`}
      </Button>
      <BranchPickerDialog
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onPick={(choice) => {
          setOpen(false);
          onChange(choice);
        }}
      />
    </>
  );
};

/** The query parameter of a choice: the empty id for 'All Branch'. */
export const branchParam = (choice: BranchChoice): string => (choice ? String(choice.id) : '');
