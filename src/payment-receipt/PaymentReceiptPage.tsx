import { Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PATHS, toPath } from '../../domain/paths';
import { isReceiptStatus, RECEIPT_STATUSES } from '../../domain/receipts';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { ReceiptConfirmDialog } from './ReceiptConfirmDialog';
import { ReceiptTable } from './ReceiptTable';
import { ALL_STATUSES, readListParams, writeListParams } from './receiptListParams';

/**
 * /payment-receipt and /payment-receipt/{id}: every branch's registration receipts of a status,
 * paged by the server; a row (or a direct link) opens 'Konfirmasi Pembayaran' over the list.
 */
const PaymentReceiptPage = () => {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useQuery({
    queryKey: ['review-receipts', params.status, params.page],
    queryFn: () => api.getReviewReceipts(params),
    placeholderData: keepPreviousData,
  });
  const search = `?${writeListParams(params)}`;

  return (
    // A grid track that may shrink below the table's width: the table scrolls, not the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle title={t('app.confirmation.title')} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography variant="h6" component="h2" sx={{ whiteSpace: 'nowrap' }}>
              {t('app.confirmation.listTitle')}
            </Typography>
            <TextField
              select
              size="small"
              fullWidth={false}
              label={t('app.confirmation.filter.label')}
              value={params.status || ALL_STATUSES}
              onChange={(event) => {
                const value = event.target.value;
                setSearchParams(
                  writeListParams({ status: isReceiptStatus(value) ? value : '', page: 1 }),
                );
              }}
              sx={{ minWidth: 240 }}
            >
              {RECEIPT_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`app.confirmation.status.${status}`)}
                </MenuItem>
              ))}
              <MenuItem value={ALL_STATUSES}>{t('app.confirmation.filter.all')}</MenuItem>
            </TextField>
          </Stack>
          <ReceiptTable
            result={list.data}
            isLoading={list.isPending}
            isError={list.isError}
            onPage={(page) => setSearchParams(writeListParams({ ...params, page }))}
            onOpen={(receipt) =>
              navigate({ pathname: toPath(PATHS.paymentReceiptShow, { id: receipt.id }), search })
            }
          />
        </CardContent>
      </Card>
      {id && (
        <ReceiptConfirmDialog
          id={id}
          onClose={() => navigate({ pathname: PATHS.paymentReceipt, search })}
        />
      )}
    </Box>
  );
};

export default PaymentReceiptPage;
