import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, DateInput, List, useCreatePath, useResourceContext } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { RECEIPTS_PER_PAGE, type ReceiptSummary } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { RECEIPT_STATUS } from '../../domain/receipts';
import { PageTitle } from '../common/PageTitle';
import { ListEmptyText, ListErrorAlert, QUIET_ERRORS } from '../resources/listStates';
import { useT } from '../common/useT';
import { RECEIPT_LIST_SX, ReceiptListCard } from '../receipts/ReceiptListCard';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';
import { ReceiptStatusInput } from '../receipts/ReceiptStatusInput';

const Col = DataTable.Col<ReceiptSummary>;
const NO_WRAP = () => ({ whiteSpace: 'nowrap' });

/**
 * /payment-history: 'Payment History Registration', the branch's receipts, waiting ones by
 * default, filtered by status and upload day and paged by the server; 'Detail' opens the
 * receipt's 'Detail Invoice' at /payment-history/{id}.
 */
export const HistoryListView = () => {
  const t = useT();
  const filters = [
    <ReceiptStatusInput
      key="status"
      source="status"
      alwaysOn
      label={t('app.paymentHistory.filter.status')}
      options={[
        { value: '', label: t('app.paymentHistory.filter.all') },
        { value: '0', label: t('app.paymentHistory.filter.waiting') },
        { value: '1', label: t('app.paymentHistory.filter.confirmed') },
        { value: '2', label: t('app.paymentHistory.filter.rejected') },
      ]}
    />,
    <DateInput
      key="date"
      source="date"
      alwaysOn
      label={t('app.paymentHistory.filter.date')}
      size="small"
      sx={{ width: { xs: '100%', sm: 200 } }}
    />,
  ];
  return (
    <>
      <PageTitle title={t('app.paymentHistory.title')} />
      <List
        title={false}
        perPage={RECEIPTS_PER_PAGE}
        filters={filters}
        filterDefaultValues={{ status: RECEIPT_STATUS.waiting }}
        actions={false}
        empty={false}
        pagination={false}
        sx={RECEIPT_LIST_SX}
        component={HistoryFrame}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
        queryOptions={QUIET_ERRORS}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={t('app.paymentHistory.list.title')}
          empty={<ListEmptyText text={t('app.paymentHistory.list.empty')} />}
        >
          <Col
            source="inv_name"
            label={t('app.paymentHistory.list.invoice')}
            disableSort
            cellSx={NO_WRAP}
          />
          <Col
            source="status"
            label={t('app.paymentHistory.list.status')}
            disableSort
            render={(receipt) => <ReceiptStatusChip status={receipt.status} />}
          />
          <Col
            source="count_aog"
            label={t('app.paymentHistory.list.countAog')}
            disableSort
            align="right"
          />
          <Col
            source="count_mog"
            label={t('app.paymentHistory.list.countMog')}
            disableSort
            align="right"
          />
          <Col
            source="created_at"
            label={t('app.paymentHistory.list.uploadedAt')}
            disableSort
            cellSx={NO_WRAP}
            render={(receipt) => formatDateTime(receipt.created_at)}
          />
          <Col
            source="total_biaya"
            label={t('app.paymentHistory.list.total')}
            disableSort
            align="right"
            cellSx={NO_WRAP}
            render={(receipt) => formatRupiah(receipt.total_biaya)}
          />
          <Col
            label={t('app.paymentHistory.list.action')}
            render={(receipt) => <DetailLink receipt={receipt} />}
          />
        </DataTable>
      </List>
    </>
  );
};

const HistoryFrame = ({ children, className }: { children?: ReactNode; className?: string }) => {
  const t = useT();
  return (
    <ReceiptListCard title={t('app.paymentHistory.list.title')} className={className}>
      {children}
    </ReceiptListCard>
  );
};

/** The receipt's 'Detail Invoice'; the list's filter and page stay in the address. */
const DetailLink = ({ receipt }: { receipt: ReceiptSummary }) => {
  const t = useT();
  const { search } = useLocation();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={{ pathname: createPath({ resource, type: 'edit', id: receipt.id }), search }}
      size="small"
      startIcon={<VisibilityIcon />}
      aria-label={t('app.paymentHistory.list.detailOf', { invoice: receipt.inv_name })}
    >
      {t('app.paymentHistory.list.detail')}
    </Button>
  );
};

export default HistoryListView;
