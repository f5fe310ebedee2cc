import type { ReactElement } from 'react';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SelectInput, TextInput, useInput, useListContext } from 'react-admin';
import type { BranchOption } from '../../domain/api/branches';
import { ID_PAGE_SIZES } from '../../domain/lists';
import { useT } from '../common/useT';
import { BranchAutocomplete } from './BranchAutocomplete';

/** An empty filter shows 'Semua' rather than a blank box. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** One responsive row: full width on a phone, side by side from a tablet on. */
const width = (sm: number) => ({ width: { xs: '100%', sm } });

/** What <FilterForm> needs of an element to place it; the element itself ignores them. */
interface FilterSlot {
  source: string;
  alwaysOn: boolean;
}

/**
 * The ID lists' filters: Tipe, Status, (on /generate-id, Jumlah Permintaan and Cabang) and the
 * ID search, always shown. react-admin keeps them in the URL, waits half a second after the
 * last change and goes back to page 1.
 */
export const useIdFilters = (view: 'central' | 'branch'): ReactElement[] => {
  const t = useT();
  const all = t('app.ids.filters.all');
  const central = view === 'central';
  return [
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      label={t('app.ids.filters.type')}
      choices={[
        { id: 'aog', name: t('app.ids.types.aog') },
        { id: 'mog', name: t('app.ids.types.mog') },
      ]}
      translateChoice={false}
      emptyText={all}
      slotProps={SHOW_ALL}
      sx={width(160)}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={t('app.ids.filters.status')}
      choices={[
        { id: '0', name: t('app.ids.status.available') },
        { id: '1', name: t('app.ids.status.used') },
      ]}
      translateChoice={false}
      emptyText={all}
      slotProps={SHOW_ALL}
      sx={width(180)}
    />,
    ...(central
      ? [
          <PageSizeInput key="perPage" source="perPage" alwaysOn />,
          <BranchFilterInput key="branch" source="branch" alwaysOn />,
        ]
      : []),
    <TextInput
      key="keyword"
      source="keyword"
      alwaysOn
      type="search"
      resettable={false}
      label={t('app.ids.filters.search')}
      sx={width(central ? 220 : 260)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />,
  ];
};

/** 'Jumlah Permintaan' is the page size: it sets the list's perPage, not a filter value. */
const PageSizeInput = (_: FilterSlot) => {
  const t = useT();
  const { perPage, setPerPage } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={t('app.ids.filters.pageSize')}
      value={perPage}
      onChange={(event) => setPerPage(Number(event.target.value))}
      sx={{ ...width(170), mt: 1 }}
    >
      {ID_PAGE_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** 'Cabang': the branch is kept with its name, so the box still shows it after a reload. */
const BranchFilterInput = ({ source }: FilterSlot) => {
  const t = useT();
  const { field } = useInput({ source });
  const value = field.value as Partial<BranchOption> | null | '';
  return (
    <Box sx={{ ...width(260), mt: 1 }}>
      <BranchAutocomplete
        size="small"
        label={t('app.ids.filters.branch')}
        value={value && value.id ? (value as BranchOption) : null}
        onChange={(branch) => field.onChange(branch ? { id: branch.id, name: branch.name } : null)}
      />
    </Box>
  );
};
