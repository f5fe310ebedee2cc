import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ID_DROPDOWN_LIMIT } from '../../domain/lists';
import type { IdType } from '../../domain/ids';
import { useApi } from '../common/useApi';
import type { MembersApi } from './membersApi';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useT } from '../common/useT';
import type { MemberFormValues } from './memberFormModel';

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * 'Nomor ID AOG/MOG': the branch's available IDs of the chosen type, 50 at a time, searched by
 * what is typed. Changing the type clears the chosen ID.
 */
export const IdPicker = () => {
  const t = useT();
  const api = useApi<MembersApi>();
  const notify = useNotify();
  const { control, setValue, getValues } = useFormContext<MemberFormValues>();
  const jenis = useWatch({ control, name: 'jenis_pendaftaran' });
  const type = jenis === 'AOG' || jenis === 'MOG' ? (jenis.toLowerCase() as IdType) : null;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search, SEARCH_DELAY_MS);

  // An ID of the other type no longer fits ('AOG0000012' for a MOG): clear it.
  useEffect(() => {
    const chosen = getValues('no_id');
    if (chosen && (!type || !chosen.startsWith(type.toUpperCase()))) {
      setValue('no_id', '', { shouldDirty: true });
      setText('');
      setSearch('');
    }
  }, [type, getValues, setValue]);
  const query = useQuery({
    queryKey: ['id-dropdown', type, keyword],
    queryFn: () => api.getIdDropdown({ type: type as IdType, keyword, limit: ID_DROPDOWN_LIMIT }),
    enabled: type !== null,
  });
  useEffect(() => {
    if (query.isError) notify(t('app.registrationForm.idDropdownFailed'), { type: 'error' });
  }, [query.isError, query.errorUpdatedAt, notify, t]);
  const options = (query.data?.data ?? []).map((row) => row.generate_id);

  return (
    <Controller
      name="no_id"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          id="member-no_id"
          options={options}
          value={field.value || null}
          onChange={(_event, id) => field.onChange(id ?? '')}
          inputValue={text}
          onInputChange={(_event, value, reason) => {
            setText(value);
            // Picking an option fills the box with it; only typing is a search.
            if (reason === 'input' || reason === 'clear')
              setSearch(reason === 'clear' ? '' : value);
          }}
          onBlur={field.onBlur}
          // The server searches; show what it answered.
          filterOptions={(all) => all}
          disabled={type === null}
          loading={query.isFetching}
          loadingText={t('app.regions.loading')}
          noOptionsText={t('app.member.idNone')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('app.member.labels.no_id')}
              required
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (type === null ? t('app.member.chooseTypeFirst') : t('app.member.idSearch'))
              }
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
      )}
    />
  );
};
