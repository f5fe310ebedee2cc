import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Query } from '@tanstack/react-query';
import {
  CanAccess,
  DataTable,
  List,
  Pagination,
  required,
  SelectInput,
  type GetListResult,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { OutboxMessage } from '../../domain/api/whatsapp';
import { OUTBOX_LOG_CHANNELS, OUTBOX_PER_PAGE, OUTBOX_STATUSES } from '../../domain/lists';
import { formatDateTime } from '../../domain/dates';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { SCROLL_X, STICKY_END } from '../common/scrollX';
import { useT } from '../common/useT';
import { ListEmptyText } from '../resources/listStates';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { RetryMessageButton } from './RetryMessageButton';

/** While messages wait, the log looks again this often, so they turn 'Terkirim' on screen. */
const PENDING_REFRESH_MS = 5000;

const refetchInterval = (query: Query<GetListResult<OutboxMessage>>) =>
  query.state.data?.data.some((message) => message.status === 'pending')
    ? PENDING_REFRESH_MS
    : false;

const NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;
const COLOR = {
  pending: 'warning',
  waiting: 'warning',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
} as const;
const DELIVERY_COLOR = {
  sent: 'default',
  delivered: 'info',
  read: 'success',
  failed: 'error',
} as const;

/**
 * /setting-wa/log: the WhatsApp messages or the pushes sent, waiting and failed, with their
 * recipient, text, tries and last error; a failed one can be sent again.
 */
const MessageLogList = () => {
  const t = useT();
  const filters = [
    <SelectInput
      key="channel"
      source="channel"
      label={t('app.push.log.channel')}
      choices={OUTBOX_LOG_CHANNELS.map((id) => ({ id, name: t(`app.push.log.channels.${id}`) }))}
      alwaysOn
      // One channel at a time (WhatsApp first, see filterDefaultValues): no empty choice.
      validate={required()}
      sx={{ minWidth: 200 }}
    />,
    <SelectInput
      key="status"
      source="status"
      label={t('app.whatsapp.log.filter')}
      choices={OUTBOX_STATUSES.map((id) => ({
        id,
        name: t(`app.whatsapp.log.statuses.${id}`),
      }))}
      emptyText={t('app.whatsapp.log.all')}
      alwaysOn
      // 'Semua' stays written in the field when no status is picked.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    />,
  ];
  return (
    // A grid track that may shrink below the table's width: the table scrolls, not the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        title={t('app.push.log.title')}
        actions={
          <Button component={Link} to={PATHS.settingWa} startIcon={<ArrowBackIcon />}>
            {t('app.whatsapp.log.back')}
          </Button>
        }
      />
      <List<OutboxMessage>
        title={false}
        actions={false}
        empty={false}
        filters={filters}
        filterDefaultValues={{ channel: 'whatsapp' }}
        perPage={OUTBOX_PER_PAGE}
        sort={NEWEST_FIRST}
        pagination={<Pagination rowsPerPageOptions={[OUTBOX_PER_PAGE]} />}
        queryOptions={{ refetchInterval }}
        error={<Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>}
      >
        <MessageTable />
      </List>
    </Box>
  );
};

/** The log's columns, typed by its records. */
const Col = DataTable.Col<OutboxMessage>;

const MessageTable = () => {
  const t = useT();
  return (
    <ResponsiveDataTable<OutboxMessage>
      bulkActionButtons={false}
      empty={<ListEmptyText text={t('app.whatsapp.log.empty')} />}
      sx={{
        '& .RaDataTable-tableWrapper': SCROLL_X,
        '& .RaDataTable-table': { minWidth: 960 },
        '& .RaDataTable-headerCell': { fontWeight: 700, whiteSpace: 'nowrap' },
        '& .RaDataTable-row': { verticalAlign: 'top' },
      }}
      card={{ title: 'recipient', status: 'status', actions: ['action'] }}
    >
      <Col
        source="created_at"
        label={t('app.whatsapp.log.columns.createdAt')}
        disableSort
        render={(message) => formatDateTime(message.created_at)}
        cellSx={() => ({ whiteSpace: 'nowrap' })}
      />
      <Col
        source="recipient"
        label={t('app.whatsapp.log.columns.recipient')}
        disableSort
        cellSx={() => ({ whiteSpace: 'nowrap' })}
      />
      <Col
        source="body"
        label={t('app.whatsapp.log.columns.message')}
        disableSort
        cellSx={() => ({ minWidth: 280, maxWidth: 420, whiteSpace: 'pre-wrap' })}
      />
      <Col
        source="status"
        label={t('app.whatsapp.log.columns.status')}
        disableSort
        render={(message) => <MessageStatus message={message} />}
      />
      <DataTable.NumberCol
        source="attempts"
        label={t('app.whatsapp.log.columns.attempts')}
        disableSort
      />
      <Col
        source="last_error"
        label={t('app.whatsapp.log.columns.lastError')}
        disableSort
        render={(message) => whyNot(message) ?? '-'}
        cellSx={(message) => ({
          maxWidth: 260,
          color: whyNot(message) ? 'error.main' : 'text.secondary',
          overflowWrap: 'anywhere',
        })}
      />
      <Col
        key="action"
        label={t('app.whatsapp.log.columns.action')}
        sx={STICKY_END}
        render={(message) =>
          message.status === 'failed' && (
            <CanAccess action="retry">
              <RetryMessageButton />
            </CanAccess>
          )
        }
      />
    </ResponsiveDataTable>
  );
};

/** Why the message did not go out: the last error, WhatsApp's report, or why it was not sent. */
const whyNot = (message: OutboxMessage): string | null =>
  message.last_error ?? message.delivery_error ?? message.not_sent_reason;

/**
 * The status, and when it was sent or is tried next; under it what WhatsApp reported last
 * (forwarded, delivered, read, or not delivered) and when.
 */
const MessageStatus = ({ message }: { message: OutboxMessage }) => {
  const t = useT();
  const delivery = message.delivery_status;
  return (
    <>
      <Chip
        size="small"
        color={COLOR[message.status]}
        label={t(`app.whatsapp.log.statuses.${message.status}`)}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {message.status === 'sent' && message.sent_at
          ? t('app.whatsapp.log.sentAt', { at: formatDateTime(message.sent_at) })
          : message.status === 'pending'
            ? t('app.whatsapp.log.nextAttempt', { at: formatDateTime(message.next_attempt_at) })
            : null}
      </Typography>
      {delivery && (
        <Chip
          size="small"
          variant="outlined"
          color={DELIVERY_COLOR[delivery]}
          sx={{ mt: 0.5 }}
          label={t('app.whatsapp.log.deliveryAt', {
            status: t(`app.whatsapp.delivery.statuses.${delivery}`),
            at: message.delivery_at ? formatDateTime(message.delivery_at) : '',
          })}
        />
      )}
    </>
  );
};

export default MessageLogList;
