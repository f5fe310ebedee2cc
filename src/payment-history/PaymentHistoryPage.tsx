import { Alert, Box, Card, CardHeader, TablePagination } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RECEIPTS_PER_PAGE } from '../../domain/api/receipts';
import { PATHS, toPath } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { filterSearch, readFilter, type HistoryFilter } from './historyFilter';
import { HistoryFilters } from './HistoryFilters';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { ReceiptTable } from './ReceiptTable';

/**
 * /payment-history and /payment-history/{id}: the branch's registration receipts, paged by the
 * server; with an id, its 'Detail Invoice' opens over the list.
 */
const PaymentHistoryPage = () => {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const search = filterSearch(filter).toString();
  const list = useQuery({
    queryKey: ['branch-receipts', 'registration', filter],
    queryFn: () =>
      api.searchBranchReceipts({
        status: filter.status,
        page: filter.page,
        date: filter.date || undefined,
      }),
    placeholderData: keepPreviousData,
  });
  const change = (next: HistoryFilter) => setParams(filterSearch(next));
  const perPage = list.data?.per_page ?? RECEIPTS_PER_PAGE;
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  const withSearch = (pathname: string) => (search ? `${pathname}?${search}` : pathname);

  return (
    <Box>
      <PageTitle title={t('app.paymentHistory.title')} />
      <HistoryFilters filter={filter} onChange={change} />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('app.errors.somethingWentWrong')}
        </Alert>
      )}
      <Card>
        <CardHeader title={t('app.paymentHistory.list.title')} />
        <ReceiptTable
          rows={list.data?.data ?? (list.isError ? [] : undefined)}
          detailLink={(row) => withSearch(toPath(PATHS.paymentHistoryShow, { id: row.id }))}
        />
        <TablePagination
          component="div"
          count={total}
          page={Math.min(lastPage, Math.max(0, (list.data?.current_page ?? filter.page) - 1))}
          rowsPerPage={perPage}
          rowsPerPageOptions={[]}
          onPageChange={(_, page) => change({ ...filter, page: page + 1 })}
        />
      </Card>
      {id !== undefined && (
        <InvoiceDetailDialog id={id} onClose={() => navigate(withSearch(PATHS.paymentHistory))} />
      )}
    </Box>
  );
};

export default PaymentHistoryPage;
