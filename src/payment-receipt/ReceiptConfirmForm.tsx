import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { receiptDecisionSchema, type ReceiptDecisionRequest } from '../../domain/api/confirmation';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { formatRupiah } from '../../domain/money';
import { nextReceiptStatuses } from '../../domain/receipts';
import { useT } from '../common/useT';
import type { useDecideReceipt } from './useDecideReceipt';

interface Props {
  receipt: ReceiptDetail;
  /** Kept by the dialog, so a refusal stays shown when the receipt it returned replaces this one. */
  decide: ReturnType<typeof useDecideReceipt>;
  onClose(): void;
}

/**
 * 'Form Konfirmasi': the read-only total and the statuses the receipt may move to (1 and 2 for a
 * waiting receipt, 0 and 1 for a rejected one). A confirmed receipt is final.
 */
export const ReceiptConfirmForm = ({ receipt, decide, onClose }: Props) => {
  const t = useT();
  const options = nextReceiptStatuses(receipt.status);
  // No status chosen yet: the select shows its empty option.
  const { control, handleSubmit } = useForm<ReceiptDecisionRequest>({
    resolver: yupResolver(receiptDecisionSchema),
    defaultValues: { status: undefined },
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
        <form noValidate onSubmit={handleSubmit((values) => decide.mutate(values.status))}>
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
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose} disabled={decide.isPending}>
                {t('app.confirmation.form.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={decide.isPending}
                startIcon={
                  decide.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
                }
              >
                {t('app.confirmation.form.save')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </Paper>
  );
};
