import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaTemplate } from '../../domain/api/whatsapp';
import type { WaTemplateStatus } from '../../domain/templates';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { templateQueryKey, type WhatsappApi } from './whatsappApi';

const COLOR: Record<WaTemplateStatus, 'success' | 'info' | 'error' | 'warning'> = {
  APPROVED: 'success',
  PENDING: 'info',
  REJECTED: 'error',
  PAUSED: 'warning',
  DISABLED: 'error',
};

/**
 * Where the template stands as a WhatsApp message template: its review status (messages wait
 * until it is approved), why it was rejected, and a failed submission with 'Ajukan Ulang'.
 * Nothing when the server sends free text (no business account).
 */
export const TemplateReviewStatus = ({ template }: { template: WaTemplate }) => {
  const t = useT();
  const api = useApi<WhatsappApi>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = { action_on: template.action_on, type: template.type, status: template.status };
  const resubmit = useMutation({
    mutationFn: () => api.resubmitWaTemplate(key),
    onSuccess: async (answer) => {
      notify(answer.data.wa.error ? t('app.whatsapp.failed') : answer.message, {
        type: answer.data.wa.error ? 'error' : 'success',
      });
      await queryClient.invalidateQueries({ queryKey: templateQueryKey(key) });
    },
    onError: (error: HttpError) => notify(error.message, { type: 'error' }),
  });
  const { wa } = template;
  if (!wa.in_use) return null;
  return (
    <Stack spacing={1} data-testid="template-review">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span">
          {t('app.whatsapp.templates.label')}:
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={wa.status ? COLOR[wa.status] : 'default'}
          label={
            wa.status
              ? t(`app.whatsapp.templates.statuses.${wa.status}`)
              : t('app.whatsapp.templates.notSubmitted')
          }
        />
        <Typography variant="caption" color="text.secondary">
          {t('app.whatsapp.templates.name', { name: wa.name })}
        </Typography>
      </Stack>
      {wa.reason && (
        <Typography variant="body2" color="text.secondary">
          {t('app.whatsapp.templates.reason', { reason: wa.reason })}
        </Typography>
      )}
      {(wa.error || !wa.status) && (
        <Alert
          severity={wa.error ? 'error' : 'info'}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={resubmit.isPending}
              onClick={() => resubmit.mutate()}
            >
              {t('app.whatsapp.templates.resubmit')}
            </Button>
          }
        >
          {wa.error
            ? t('app.whatsapp.templates.submitFailed', { error: wa.error })
            : t('app.whatsapp.templates.notSubmitted')}
        </Alert>
      )}
    </Stack>
  );
};
