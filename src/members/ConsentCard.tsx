import { Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { DATA_CONSENT } from '../../domain/consent';
import { useT } from '../common/useT';
import { FormCard, Cell } from './FormCard';
import type { MemberFormValues } from './memberFormModel';
import { WhatsappConsentField } from './WhatsappConsentField';

/**
 * 'Persetujuan Pemrosesan Data Pribadi': the organisation's wording and its version, and the
 * box the member's consent ticks (`persetujuan_data`); the form is not sent without it. Under it
 * the optional answer to WhatsApp messages.
 */
export const ConsentCard = () => {
  const t = useT();
  const { control } = useFormContext<MemberFormValues>();
  return (
    <FormCard title={t('app.consent.label')}>
      <Cell wide>
        <Controller
          name="persetujuan_data"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormControlLabel
                control={
                  <Checkbox
                    id="member-persetujuan_data"
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
                label={DATA_CONSENT.wording}
              />
              <Typography variant="caption" color="text.secondary">
                {t('app.consent.version')} {DATA_CONSENT.version}
              </Typography>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      </Cell>
      <Cell wide>
        <WhatsappConsentField />
      </Cell>
    </FormCard>
  );
};
