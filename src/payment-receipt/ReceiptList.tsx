import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { DataTable, List, useCreatePath, useResourceContext } from 'react-admin';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { RECEIPT_STATUS, RECEIPT_STATUSES } from '../../domain/receipts';
import { PageTitle } from '../common/PageTitle';
import { ListEmptyText, ListErrorAlert } from '../resources/listStates';
import { useT } from '../common/useT';
import { KuitansiDownload } from '../receipts/KuitansiDownload';
import { ReceiptListCard, receiptListProps } from '../receipts/ReceiptListCard';
import { receiptColumns, statusColumn } from '../receipts/receiptColumns';
import { ReceiptStatusInput } from '../receipts/ReceiptStatusInput';
import { useReceiptKind } from '../receipts/receiptKind';
import { COMPACT_CELLS, STICKY_END } from '../common/scrollX';
import { DuplicateFlag } from './DuplicateFlag';

const Col = DataTable.Col<ReceiptSummary>;
/** A branch name on two lines at most. */
const BRANCH_WIDTH = () => ({ minWidth: 150 });

/**
 * /payment-receipt: every branch's registration receipts of a status (waiting by default),
 * paged by the server; a row's button opens 'Konfirmasi Pembayaran' at /payment-receipt/{id}.
 */
export const ReceiptListView = () => {
  const t = useT();
  const kind = useReceiptKind();
  const columns = receiptColumns((column) => t(`app.confirmation.columns.${column}`));
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
      <PageTitle
        title={t(kind === 'upgrade' ? 'app.confirmation.titleUpgrade' : 'app.confirmation.title')}
      />
      <List
        {...receiptListProps}
        filters={filters}
        component={ReceiptFrame}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
      >
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={t('app.confirmation.listTitle')}
          empty={<ListEmptyText text={t('app.confirmation.empty')} />}
          sx={{ '& .RaDataTable-table': { minWidth: 900 }, ...COMPACT_CELLS }}
          card={{ title: 'inv_name', status: 'status', actions: ['action'] }}
        >
          {[columns.invoice]}
          <Col
            source="branch.name"
            label={t('app.confirmation.columns.branch')}
            disableSort
            cellSx={BRANCH_WIDTH}
          />
          {statusColumn(t('app.confirmation.columns.status'), (receipt) => (
            <DuplicateFlag receipt={receipt} />
          ))}
          {[columns.countAog, columns.countMog, columns.total, columns.uploadedAt]}
          <Col
            key="action"
            label={t('app.confirmation.columns.action')}
            sx={STICKY_END}
            render={(receipt) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <OpenButton receipt={receipt} />
                <KuitansiDownload receipt={receipt} />
              </Stack>
            )}
          />
        </ResponsiveDataTable>
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
