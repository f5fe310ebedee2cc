import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { DataTable, List, useCreatePath, useResourceContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { RECEIPTS_PER_PAGE, type ReceiptSummary } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { RECEIPT_STATUS, RECEIPT_STATUSES } from '../../domain/receipts';
import { PageTitle } from '../common/PageTitle';
import { ListEmptyText, ListErrorAlert, QUIET_ERRORS } from '../resources/listStates';
import { useT } from '../common/useT';
import { RECEIPT_LIST_SX, ReceiptListCard } from '../receipts/ReceiptListCard';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';
import { ReceiptStatusInput } from '../receipts/ReceiptStatusInput';

const Col = DataTable.Col<ReceiptSummary>;
const NO_WRAP = () => ({ whiteSpace: 'nowrap' });
/** A branch name on two lines at most. */
const BRANCH_WIDTH = () => ({ minWidth: 150 });

/**
 * /payment-receipt: every branch's registration receipts of a status (waiting by default),
 * paged by the server; a row's button opens 'Konfirmasi Pembayaran' at /payment-receipt/{id}.
 */
export const ReceiptListView = () => {
  const t = useT();
  const filters = [
    <ReceiptStatusInput
      key="status"
      source="status"
      alwaysOn
      label={t('app.confirmation.filter.label')}
      options={[
        ...RECEIPT_STATUSES.map((value) => ({
          value,
          label: t(`app.confirmation.status.${value}`),
        })),
        { value: '', label: t('app.confirmation.filter.all') },
      ]}
    />,
  ];
  return (
    <>
      <PageTitle title={t('app.confirmation.title')} />
      <List
        title={false}
        perPage={RECEIPTS_PER_PAGE}
        filters={filters}
        filterDefaultValues={{ status: RECEIPT_STATUS.waiting }}
        actions={false}
        empty={false}
        pagination={false}
        sx={RECEIPT_LIST_SX}
        component={ReceiptFrame}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
        queryOptions={QUIET_ERRORS}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={t('app.confirmation.listTitle')}
          empty={<ListEmptyText text={t('app.confirmation.empty')} />}
          sx={{ '& .RaDataTable-table': { minWidth: 900 } }}
        >
          <Col
            source="inv_name"
            label={t('app.confirmation.columns.invoice')}
            disableSort
            cellSx={NO_WRAP}
          />
          <Col
            source="branch.name"
            label={t('app.confirmation.columns.branch')}
            disableSort
            cellSx={BRANCH_WIDTH}
          />
          <Col
            source="status"
            label={t('app.confirmation.columns.status')}
            disableSort
            render={(receipt) => <ReceiptStatusChip status={receipt.status} />}
          />
          <Col
            source="count_aog"
            label={t('app.confirmation.columns.countAog')}
            disableSort
            align="right"
          />
          <Col
            source="count_mog"
            label={t('app.confirmation.columns.countMog')}
            disableSort
            align="right"
          />
          <Col
            source="total_biaya"
            label={t('app.confirmation.columns.total')}
            disableSort
            align="right"
            cellSx={NO_WRAP}
            render={(receipt) => formatRupiah(receipt.total_biaya)}
          />
          <Col
            source="created_at"
            label={t('app.confirmation.columns.uploadedAt')}
            disableSort
            cellSx={NO_WRAP}
            render={(receipt) => formatDateTime(receipt.created_at)}
          />
          <Col
            label={t('app.confirmation.columns.action')}
            render={(receipt) => <OpenButton receipt={receipt} />}
          />
        </DataTable>
      </List>
    </>
  );
};

const ReceiptFrame = ({ children, className }: { children?: ReactNode; className?: string }) => {
  const t = useT();
  return (
    <ReceiptListCard title={t('app.confirmation.listTitle')} className={className}>
      {children}
    </ReceiptListCard>
  );
};

/** What a row's button does: decide a waiting receipt, edit a rejected one, view a confirmed one. */
const ACTION = { '0': 'confirm', '2': 'edit', '1': 'detail' } as const;

/** Opens the receipt's dialog; the list's filter and page stay in the address. */
const OpenButton = ({ receipt }: { receipt: ReceiptSummary }) => {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const action = t(`app.confirmation.actions.${ACTION[receipt.status]}`);
  return (
    <Button
      size="small"
      variant={receipt.status === RECEIPT_STATUS.waiting ? 'contained' : 'outlined'}
      onClick={() =>
        navigate({ pathname: createPath({ resource, type: 'edit', id: receipt.id }), search })
      }
      aria-label={`${action} ${receipt.inv_name}`}
    >
      {action}
    </Button>
  );
};

export default ReceiptListView;
