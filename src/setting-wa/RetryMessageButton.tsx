import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import type { OutboxMessage } from '../../domain/api/whatsapp';
import { useApi } from '../common/useApi';
import type { WhatsappApi } from './whatsappApi';
import { useT } from '../common/useT';

/** 'Kirim Ulang': puts a failed message back in the queue, then shows the log again. */
export const RetryMessageButton = () => {
  const t = useT();
  const api = useApi<WhatsappApi>();
  const notify = useNotify();
  const refresh = useRefresh();
  const message = useRecordContext<OutboxMessage>();
  const retry = useMutation({
    mutationFn: (id: number) => api.retryOutboxMessage(id),
    onSuccess: () => notify(t('app.whatsapp.log.retried'), { type: 'success' }),
    onError: (error: HttpError) =>
      notify(error.message || t('app.errors.somethingWentWrong'), { type: 'error' }),
    // Either way the log shows the message as the server has it now.
    onSettled: () => refresh(),
  });
  if (!message) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={retry.isPending}
      onClick={(event) => {
        event.stopPropagation();
        retry.mutate(message.id);
      }}
    >
      {t('app.whatsapp.log.retry')}
    </Button>
  );
};
