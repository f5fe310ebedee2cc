import { Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { WHATSAPP_CONSENT } from '../../domain/consent';
import { useT } from '../common/useT';

/**
 * The member's answer to WhatsApp messages (`persetujuan_whatsapp`) in the organisation's
 * wording and its version: optional, so the form goes without it, and no message goes to the
 * member unless it is ticked.
 */
export const WhatsappConsentField = () => {
  const t = useT();
  const { control } = useFormContext<{ persetujuan_whatsapp?: boolean }>();
  return (
    <Controller
      name="persetujuan_whatsapp"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <Typography variant="subtitle2" component="p">
            {t('app.consent.whatsapp.label')}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                id="member-persetujuan_whatsapp"
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
            label={WHATSAPP_CONSENT.wording}
          />
          <Typography variant="caption" color="text.secondary">
            {t('app.consent.version')} {WHATSAPP_CONSENT.version}
          </Typography>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
};
