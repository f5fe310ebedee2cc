import {
  Alert,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Paged } from '../../domain/api/common';
import type { OutboxMessage } from '../../domain/api/whatsapp';
import { formatDateTime } from '../../domain/dates';
import { ServerPagination } from '../common/ServerPagination';
import { TableRowsState } from '../common/TableRowsState';
import { useT } from '../common/useT';

interface Props {
  result: Paged<OutboxMessage> | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The message being requeued, if any. */
  retrying: number | undefined;
  onRetry(id: number): void;
  onPage(page: number): void;
}

const COLUMNS = [
  'createdAt',
  'recipient',
  'message',
  'status',
  'attempts',
  'lastError',
  'action',
] as const;
const COLOR = { pending: 'warning', sent: 'success', failed: 'error' } as const;

export const MessageLogTable = ({
  result,
  isLoading,
  isError,
  retrying,
  onRetry,
  onPage,
}: Props) => {
  const t = useT();
  if (isError) return <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 960 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {t(`app.whatsapp.log.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRowsState
              columns={COLUMNS.length}
              loading={isLoading}
              empty={result?.data.length === 0}
              emptyText={t('app.whatsapp.log.empty')}
            />
            {result?.data.map((message) => (
              <TableRow key={message.id} hover sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(message.created_at)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{message.recipient}</TableCell>
                <TableCell sx={{ minWidth: 280, maxWidth: 420, whiteSpace: 'pre-wrap' }}>
                  {message.body}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={COLOR[message.status]}
                    label={t(`app.whatsapp.log.statuses.${message.status}`)}
                  />
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    {message.status === 'sent' && message.sent_at
                      ? t('app.whatsapp.log.sentAt', { at: formatDateTime(message.sent_at) })
                      : message.status === 'pending'
                        ? t('app.whatsapp.log.nextAttempt', {
                            at: formatDateTime(message.next_attempt_at),
                          })
                        : null}
                  </Typography>
                </TableCell>
                <TableCell align="right">{message.attempts}</TableCell>
                <TableCell
                  sx={{
                    maxWidth: 260,
                    color: message.last_error ? 'error.main' : 'text.secondary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {message.last_error ?? '-'}
                </TableCell>
                <TableCell>
                  {message.status === 'failed' && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={retrying === message.id}
                      onClick={() => onRetry(message.id)}
                    >
                      {t('app.whatsapp.log.retry')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {result && <ServerPagination result={result} onPage={onPage} />}
    </>
  );
};
