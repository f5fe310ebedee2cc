import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, List, useCreatePath, useResourceContext } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { DayInput } from '../common/DayInput';
import { PageTitle } from '../common/PageTitle';
import { ListEmptyText, ListErrorAlert } from '../resources/listStates';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { useT } from '../common/useT';
import { KuitansiDownload } from '../receipts/KuitansiDownload';
import { ReceiptListCard, receiptListProps } from '../receipts/ReceiptListCard';
import { receiptColumns } from '../receipts/receiptColumns';
import { ReceiptStatusInput } from '../receipts/ReceiptStatusInput';
import { useReceiptKind } from '../receipts/receiptKind';
import { STICKY_END } from '../common/scrollX';

const Col = DataTable.Col<ReceiptSummary>;

/**
 * /payment-history: 'Payment History Registration', the branch's receipts, waiting ones by
 * default, filtered by status and upload day and paged by the server; 'Detail' opens the
 * receipt's 'Detail Invoice' at /payment-history/{id}; a confirmed one's kuitansi downloads here.
 */
export const HistoryListView = () => {
  const t = useT();
  const kind = useReceiptKind();
  const columns = receiptColumns((column) => t(`app.paymentHistory.list.${column}`));
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
    <DayInput
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
      <PageTitle
        title={t(
          kind === 'upgrade' ? 'app.paymentHistory.titleUpgrade' : 'app.paymentHistory.title',
        )}
      />
      <List
        {...receiptListProps}
        filters={filters}
        component={HistoryFrame}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
      >
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={t('app.paymentHistory.list.title')}
          empty={<ListEmptyText text={t('app.paymentHistory.list.empty')} />}
          card={{ title: 'inv_name', status: 'status', actions: ['action'] }}
        >
          {[
            columns.invoice,
            columns.status,
            columns.countAog,
            columns.countMog,
            columns.uploadedAt,
            columns.total,
          ]}
          <Col
            key="action"
            label={t('app.paymentHistory.list.action')}
            sx={STICKY_END}
            render={(receipt) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <DetailLink receipt={receipt} />
                <KuitansiDownload receipt={receipt} />
              </Stack>
            )}
          />
        </ResponsiveDataTable>
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
