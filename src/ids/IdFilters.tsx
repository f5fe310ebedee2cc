import { Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { BranchOption } from '../../domain/api/branches';
import { ID_PAGE_SIZES } from '../../domain/api/ids';
import type { IdType } from '../../domain/ids';
import { useT } from '../common/useT';
import { BranchAutocomplete } from './BranchAutocomplete';

export interface IdFilterValues {
  type: '' | IdType;
  status: '' | '0' | '1';
  search: string;
  /** /generate-id only: 'Jumlah Permintaan' and 'Cabang'. */
  pageSize?: number;
  branch?: BranchOption | null;
}

/** An empty filter shows 'Semua' rather than a blank box. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface Props {
  values: IdFilterValues;
  onChange: (patch: Partial<IdFilterValues>) => void;
}

/** Tipe, Status, (Jumlah Permintaan, Cabang) and the ID search, in one responsive row. */
export const IdFilters = ({ values, onChange }: Props) => {
  const t = useT();
  const central = values.pageSize !== undefined;
  const cell = central ? { xs: 12, sm: 6, md: 4, lg: 2 } : { xs: 12, sm: 4 };
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={cell}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('app.ids.filters.type')}
          value={values.type}
          slotProps={SHOW_ALL}
          onChange={(e) => onChange({ type: e.target.value as IdFilterValues['type'] })}
        >
          <MenuItem value="">{t('app.ids.filters.all')}</MenuItem>
          <MenuItem value="aog">{t('app.ids.types.aog')}</MenuItem>
          <MenuItem value="mog">{t('app.ids.types.mog')}</MenuItem>
        </TextField>
      </Grid>
      <Grid size={cell}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('app.ids.filters.status')}
          value={values.status}
          slotProps={SHOW_ALL}
          onChange={(e) => onChange({ status: e.target.value as IdFilterValues['status'] })}
        >
          <MenuItem value="">{t('app.ids.filters.all')}</MenuItem>
          <MenuItem value="0">{t('app.ids.status.available')}</MenuItem>
          <MenuItem value="1">{t('app.ids.status.used')}</MenuItem>
        </TextField>
      </Grid>
      {central && (
        <Grid size={cell}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('app.ids.filters.pageSize')}
            value={values.pageSize}
            onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
          >
            {ID_PAGE_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      )}
      {central && (
        <Grid size={{ xs: 12, sm: 6, md: 6, lg: 3 }}>
          <BranchAutocomplete
            size="small"
            label={t('app.ids.filters.branch')}
            value={values.branch ?? null}
            onChange={(branch) => onChange({ branch })}
          />
        </Grid>
      )}
      <Grid size={central ? { xs: 12, sm: 12, md: 6, lg: 3 } : cell}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('app.ids.filters.search')}
          value={values.search}
          onChange={(e) => onChange({ search: e.target.value })}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
    </Grid>
  );
};
