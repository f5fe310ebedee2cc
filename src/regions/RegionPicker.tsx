import { useEffect } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { RegionItem, RegionLevel } from '../../domain/api/regions';
import { useApi } from '../common/useApi';
import type { RegionsApi } from './regionsApi';
import { useT } from '../common/useT';

interface RegionPickerProps {
  level: RegionLevel;
  /** The chosen region one level up; null keeps the picker closed (not for provinces). */
  parentId: string | null;
  value: RegionItem | null;
  onChange: (region: RegionItem | null) => void;
  label: string;
  /** Shown while there is no parent yet, e.g. 'Pilih Provinsi terlebih dahulu'. */
  waitingText?: string;
  error?: string;
  id: string;
}

/**
 * One level of the cascading region pickers: choosing a province loads its cities, a city its
 * districts, a district its villages. A parent has at most a few hundred children, so they are
 * loaded whole and filtered as the user types.
 */
export const RegionPicker = ({
  level,
  parentId,
  value,
  onChange,
  label,
  waitingText,
  error,
  id,
}: RegionPickerProps) => {
  const t = useT();
  const api = useApi<RegionsApi>();
  const notify = useNotify();
  const ready = level === 'provinces' || Boolean(parentId);
  const query = useQuery({
    queryKey: ['regions', level, parentId],
    queryFn: () => api.searchRegions(level, parentId),
    enabled: ready,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.isError) notify(t('app.errors.somethingWentWrong'), { type: 'error' });
  }, [query.isError, query.errorUpdatedAt, notify, t]);

  return (
    <Autocomplete
      id={id}
      options={query.data?.data ?? []}
      value={value}
      onChange={(_event, region) => onChange(region)}
      getOptionLabel={(region) => region.name}
      getOptionKey={(region) => region.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      disabled={!ready}
      loading={query.isFetching}
      loadingText={t('app.regions.loading')}
      noOptionsText={t('app.regions.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error) || query.isError}
          helperText={error ?? (ready ? undefined : waitingText)}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {query.isFetching && <CircularProgress color="inherit" size={18} />}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
};
