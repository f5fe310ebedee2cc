import { Controller, useForm, type Control } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReceiptDecisionRequest } from '../../domain/api/confirmation';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { formatRupiah } from '../../domain/money';
import { nextReceiptStatuses } from '../../domain/receipts';
import { lazyYupResolver } from '../common/lazyYupResolver';
import { useT } from '../common/useT';
import { SubmitButton } from '../common/SubmitButton';
import type { useDecideReceipt } from './useDecideReceipt';

interface Props {
  receipt: ReceiptDetail;
  /** Kept by the dialog, so a refusal stays shown when the receipt it returned replaces this one. */
  decide: ReturnType<typeof useDecideReceipt>;
  onClose(): void;
}

const resolver = lazyYupResolver<ReceiptDecisionRequest>(() =>
  import('../../domain/api/confirmation').then((m) => m.receiptDecisionSchema),
);

/**
 * 'Form Konfirmasi': the read-only total and the statuses the receipt may move to (1 and 2 for a
 * waiting receipt, 0 and 1 for a rejected one). A confirmed receipt is final.
 */
export const ReceiptConfirmForm = ({ receipt, decide, onClose }: Props) => {
  const t = useT();
  const options = nextReceiptStatuses(receipt.status);
  // No status chosen yet: the select shows its empty option.
  const { control, handleSubmit, setError, watch } = useForm<ReceiptDecisionRequest>({
    resolver,
    defaultValues: { status: undefined, duplicate_seen: false },
  });
  const flagged = receipt.duplicates.length > 0;
  // Confirming a flagged receipt moves money twice for one slip: a second, explicit yes.
  const needsSecondYes = flagged && watch('status') === '1';
  const submit = handleSubmit((values) => {
    if (needsSecondYes && !values.duplicate_seen) {
      setError('duplicate_seen', { message: t('app.duplicates.review.acknowledgeRequired') });
      return;
    }
    decide.mutate({
      status: values.status,
      from_status: receipt.status,
      ...(flagged ? { duplicate_seen: values.duplicate_seen } : {}),
    });
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {t('app.confirmation.form.title')}
      </Typography>
      {decide.refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {decide.refusal}{' '}
          {t('app.confirmation.form.current', {
            status: t(`app.confirmation.status.${receipt.status}`),
          })}
        </Alert>
      )}
      {options.length === 0 ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('app.confirmation.form.decided')}</Alert>
          <Box sx={{ textAlign: 'right' }}>
            <Button onClick={onClose}>{t('app.confirmation.dialog.close')}</Button>
          </Box>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row', lg: 'column' }} spacing={2}>
              <TextField
                label={t('app.confirmation.form.total')}
                value={formatRupiah(receipt.total_biaya)}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
              <Controller
                name="status"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    select
                    fullWidth
                    label={t('app.confirmation.form.status')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    <MenuItem value="">
                      <em>{t('app.confirmation.form.none')}</em>
                    </MenuItem>
                    {options.map((code) => (
                      <MenuItem key={code} value={code}>
                        {t('app.confirmation.form.option', {
                          code,
                          label: t(`app.confirmation.status.${code}`),
                        })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            {needsSecondYes && <SecondConfirmation control={control} />}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose} disabled={decide.isPending}>
                {t('app.confirmation.form.cancel')}
              </Button>
              <SubmitButton busy={decide.isPending}>{t('app.confirmation.form.save')}</SubmitButton>
            </Stack>
          </Stack>
        </form>
      )}
    </Paper>
  );
};

/** The reviewer's own word that the flagged proof was compared with the earlier one. */
const SecondConfirmation = ({ control }: { control: Control<ReceiptDecisionRequest> }) => {
  const t = useT();
  return (
    <Controller
      name="duplicate_seen"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('app.duplicates.review.acknowledge')}
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
};
