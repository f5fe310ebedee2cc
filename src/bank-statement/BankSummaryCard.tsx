import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, CardHeader, Link, Skeleton, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateNumeric } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { PATHS } from '../../domain/paths';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { WaitingReceiptList } from '../receipts/WaitingReceiptList';
import type { BankStatementApi } from './bankStatementApi';

/**
 * The dashboard's 'Rekonsiliasi bank' card (SBS): the credits received today that no receipt
 * explains yet, and the receipts waiting longest, each a link to its review.
 */
export const BankSummaryCard = () => {
  const { canAccess } = useCanAccess({ resource: 'bank-statement', action: 'list' });
  return canAccess ? <Summary /> : null;
};

const Summary = () => {
  const t = useT();
  const api = useApi<BankStatementApi>();
  const query = useQuery({
    queryKey: ['bank-statement', 'summary'],
    queryFn: ({ signal }) => api.getBankSummary(signal).then((answer) => answer.data),
  });
  const data = query.data;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('app.bankStatement.summary.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Link component={RouterLink} to={PATHS.bankStatement} sx={{ mr: 1 }}>
            {t('app.bankStatement.summary.open')}
          </Link>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isError ? (
          <Alert severity="error">{t('app.bankStatement.summary.failed')}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('app.bankStatement.summary.unmatchedToday')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 2 }}>
              {data ? formatRupiah(data.unmatched_today) : <Skeleton width={160} />}
            </Typography>
            <Typography variant="subtitle2" component="h3">
              {t('app.bankStatement.summary.oldestWaiting')}
            </Typography>
            {!data && <Skeleton variant="rounded" height={120} />}
            {data && data.oldest_waiting.length === 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('app.bankStatement.summary.none')}
              </Typography>
            )}
            {data && data.oldest_waiting.length > 0 && (
              <WaitingReceiptList
                receipts={data.oldest_waiting}
                label={t('app.bankStatement.summary.oldestWaiting')}
                detail={(receipt) => formatDateNumeric(receipt.created_at)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
