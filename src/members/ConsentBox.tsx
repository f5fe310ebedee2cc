import { Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import type { ConsentWording } from '../../domain/consent';
import { useT } from '../common/useT';

/**
 * A consent's box: the organisation's wording as its label and the wording's version under it,
 * ticked for `true`. A required one (the data consent) says so; an optional one starts as the
 * form's value says.
 */
export const ConsentBox = ({
  name,
  consent,
  required = false,
}: {
  name: 'persetujuan_data' | 'persetujuan_whatsapp';
  consent: ConsentWording;
  required?: boolean;
}) => {
  const t = useT();
  const { control } = useFormContext<Partial<Record<typeof name, boolean>>>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required={required}>
          <FormControlLabel
            control={
              <Checkbox
                id={`member-${name}`}
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
            label={consent.wording}
          />
          <Typography variant="caption" color="text.secondary">
            {t('app.consent.version')} {consent.version}
          </Typography>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
};
