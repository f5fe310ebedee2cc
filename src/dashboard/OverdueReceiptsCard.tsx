import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { WaitingReceiptList } from '../receipts/WaitingReceiptList';
import type { DashboardApi } from './dashboardApi';

/**
 * 'Pembayaran Menunggu Lama' (those who confirm receipts): the receipts waiting longer than the
 * reminder threshold, in working hours, each a link to its 'Konfirmasi Pembayaran'.
 */
export const OverdueReceiptsCard = () => {
  const t = useT();
  const api = useApi<DashboardApi>();
  const query = useQuery({
    queryKey: ['reminders', 'waiting-receipts'],
    queryFn: ({ signal }) => api.getOverdueReceipts(signal),
  });
  const answer = query.data;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('app.overdueReceipts.title')}
        subheader={
          answer ? t('app.overdueReceipts.threshold', { hours: answer.threshold_hours }) : null
        }
        slotProps={{
          title: { component: 'h2', variant: 'h6' },
          subheader: { color: 'text.secondary' },
        }}
        action={
          answer && answer.total > 0 ? (
            <Chip
              color="warning"
              label={t('app.overdueReceipts.total', { count: answer.total })}
              sx={{ mr: 1, mt: 1 }}
            />
          ) : null
        }
      />
      <CardContent sx={{ pt: 0 }} aria-busy={query.isPending}>
        {query.isError && <Alert severity="error">{t('app.overdueReceipts.failed')}</Alert>}
        {query.isPending && <Skeleton variant="rounded" height={120} />}
        {answer && answer.data.length === 0 && (
          <Typography variant="body2">
            {t('app.overdueReceipts.empty', { hours: answer.threshold_hours })}
          </Typography>
        )}
        {answer && answer.data.length > 0 && (
          <>
            <WaitingReceiptList
              receipts={answer.data}
              label={t('app.overdueReceipts.list')}
              detail={(receipt) => (
                <strong>{t('app.overdueReceipts.waited', { hours: receipt.working_hours })}</strong>
              )}
            />
            {answer.total > answer.data.length && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('app.overdueReceipts.more', { count: answer.total - answer.data.length })}{' '}
                <Link component={RouterLink} to={PATHS.paymentReceipt}>
                  {t('app.overdueReceipts.open')}
                </Link>
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
