import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { GeneratedId, GenerateIdsRequest } from '../../domain/api/ids';
import { MAX_IDS_PER_REQUEST } from '../../domain/ids';
import { lazyYupResolver } from '../common/lazyYupResolver';
import { useApi } from '../common/useApi';
import type { IdsApi } from './idsApi';
import { ClosableDialogTitle } from '../common/ClosableDialogTitle';
import { useT } from '../common/useT';
import { SubmitButton } from '../common/SubmitButton';

const resolver = lazyYupResolver<GenerateIdsRequest>(() =>
  import('../../domain/api/ids').then((m) => m.generateIdsSchema),
);

/**
 * 'Form ID Aog Mog Baru': 'Generate' creates the IDs and shows them, and is
 * then disabled; 'Submit' is enabled once they are shown, clears them and closes.
 */
export const GenerateIdDialog = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const api = useApi<IdsApi>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [created, setCreated] = useState<GeneratedId[] | null>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<GenerateIdsRequest>({
    resolver,
  });
  const generate = useMutation({
    mutationFn: (values: GenerateIdsRequest) => api.generateIds(values),
    onSuccess: (response) => {
      setCreated(response.data);
      notify(t('app.ids.generated'), { type: 'success' });
      refresh();
    },
    onError: () => notify(t('app.ids.failed'), { type: 'error' }),
  });
  const close = () => {
    if (generate.isPending) return;
    setCreated(null);
    reset();
    onClose();
  };
  const { errors } = formState;
  const done = created !== null;
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="generate-id-title">
      <ClosableDialogTitle
        id="generate-id-title"
        closeLabel={t('app.ids.generateDialog.close')}
        onClose={close}
      >
        {t('app.ids.generateDialog.title')}
      </ClosableDialogTitle>
      <form onSubmit={handleSubmit((values) => generate.mutate(values))} noValidate>
        <DialogContent dividers>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('total')}
              label={t('app.ids.generateDialog.total')}
              type="number"
              required
              fullWidth
              autoFocus
              disabled={done}
              error={Boolean(errors.total)}
              helperText={
                errors.total?.message ??
                t('app.ids.generateDialog.hint', { max: MAX_IDS_PER_REQUEST })
              }
              slotProps={{ htmlInput: { min: 1, max: MAX_IDS_PER_REQUEST, step: 1 } }}
            />
            <Controller
              name="type"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('app.ids.generateDialog.type')}
                  required
                  fullWidth
                  disabled={done}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.type)}
                  helperText={errors.type?.message}
                >
                  <MenuItem value="aog">{t('app.ids.types.aog')}</MenuItem>
                  <MenuItem value="mog">{t('app.ids.types.mog')}</MenuItem>
                </TextField>
              )}
            />
          </Stack>
          {created && <CreatedIds ids={created} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <SubmitButton variant="outlined" busy={generate.isPending} disabled={done}>
            {t('app.ids.generateDialog.generate')}
          </SubmitButton>
          <Button variant="contained" disabled={!done} onClick={close}>
            {t('app.ids.generateDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

const CreatedIds = ({ ids }: { ids: GeneratedId[] }) => {
  const t = useT();
  const label = t('app.ids.generateDialog.result', { count: ids.length });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          m: 0,
          p: 1,
          listStyle: 'none',
          maxHeight: 240,
          overflowY: 'auto',
          bgcolor: 'background.default',
          borderRadius: 1,
        }}
      >
        {ids.map((id) => (
          <li key={id.generate_id}>
            <Chip size="small" label={id.generate_id} sx={{ fontFamily: 'monospace' }} />
          </li>
        ))}
      </Box>
    </Box>
  );
};
