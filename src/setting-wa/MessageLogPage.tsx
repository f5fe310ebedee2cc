import { Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, type HttpError } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../domain/api/whatsapp';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { MessageLogTable } from './MessageLogTable';

/** While messages wait, the log looks again this often, so they turn 'Terkirim' on screen. */
const PENDING_REFRESH_MS = 5000;

const isOutboxStatus = (value: string | null): value is OutboxStatus =>
  (OUTBOX_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /setting-wa/log: the WhatsApp messages sent, waiting and failed, with their recipient, text,
 * tries and last error; a failed one can be sent again.
 */
const MessageLogPage = () => {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: OutboxStatus | '' = isOutboxStatus(raw) ? raw : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['outbox-messages', status, page],
    queryFn: () => api.getOutboxMessages({ status, page }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((m) => m.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  const retry = useMutation({
    mutationFn: (id: number) => api.retryOutboxMessage(id),
    onSuccess: async () => {
      notify(t('app.whatsapp.log.retried'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['outbox-messages'] });
    },
    onError: async (error: HttpError) => {
      notify(error.message || t('app.errors.somethingWentWrong'), { type: 'error' });
      await queryClient.invalidateQueries({ queryKey: ['outbox-messages'] });
    },
  });
  const show = (next: { status?: string; page?: number }) =>
    setParams(
      new URLSearchParams({
        status: next.status ?? status,
        page: String(next.page ?? 1),
      }),
    );

  return (
    // A grid track that may shrink below the table's width: the table scrolls, not the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        title={t('app.whatsapp.log.title')}
        actions={
          <Button component={Link} to={PATHS.settingWa} startIcon={<ArrowBackIcon />}>
            {t('app.whatsapp.log.back')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <TextField
              select
              size="small"
              fullWidth={false}
              label={t('app.whatsapp.log.filter')}
              value={status}
              onChange={(event) => show({ status: event.target.value })}
              sx={{ minWidth: 220 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('app.whatsapp.log.all')}</MenuItem>
              {OUTBOX_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`app.whatsapp.log.statuses.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <MessageLogTable
            result={list.data}
            isLoading={list.isPending}
            isError={list.isError}
            retrying={retry.isPending ? retry.variables : undefined}
            onRetry={(id) => retry.mutate(id)}
            onPage={(next) => show({ page: next })}
          />
        </CardContent>
      </Card>
    </Box>
  );
};

export default MessageLogPage;
