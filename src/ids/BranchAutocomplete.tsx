import { useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { BranchOption } from '../../domain/api/branches';
import { useApi } from '../common/useApi';
import type { BranchApi } from './branchApi';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useT } from '../common/useT';

/** branch searches wait 1 s after the last key. */
const SEARCH_DEBOUNCE_MS = 1000;

interface Props {
  label: string;
  value: BranchOption | null;
  onChange: (branch: BranchOption | null) => void;
  error?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

/** Active branches searched on the server (`/api/user/branch/search`) as the user types. */
export const BranchAutocomplete = ({ label, value, onChange, error, ...field }: Props) => {
  const t = useT();
  const api = useApi<BranchApi>();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const branches = useQuery({
    queryKey: ['branches', 'search', keyword],
    queryFn: () => api.searchBranches(keyword),
  });
  const loading = open && (branches.isFetching || keyword !== search.trim());
  return (
    <Autocomplete
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, branch) => onChange(branch)}
      // Only typing (or clearing) searches; picking a branch writes its name into the box.
      onInputChange={(_, text, reason) =>
        (reason === 'input' || reason === 'clear') && setSearch(text)
      }
      options={branches.data?.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(branch) => branch.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText={t('app.ids.branchPicker.loading')}
      noOptionsText={
        branches.isError ? t('app.errors.somethingWentWrong') : t('app.ids.branchPicker.noOptions')
      }
      size={field.size}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={field.required}
          autoFocus={field.autoFocus}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
