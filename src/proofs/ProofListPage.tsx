import type { ReactNode } from 'react';
import { Alert, Box, FormControlLabel, Stack } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  useCanAccess,
  useResourceContext,
  type SortPayload,
} from 'react-admin';
import { MAX_ROWS_PER_PROOF } from '../../domain/lists';
import type { RegistrationRow } from '../../domain/api/receipts';
import { DayAboveTime } from '../common/DayAboveTime';
import { formatRupiah } from '../../domain/money';
import { PageTitle } from '../common/PageTitle';
import { COMPACT_CELLS, SCROLL_X, STICKY_END } from '../common/scrollX';
import { useT } from '../common/useT';
import { ListEmptyText } from '../resources/listStates';
import { ResponsiveDataTable, type CardLayout } from '../resources/ResponsiveDataTable';
import { allRowsCheckbox, allRowsHead, namedRowsBody } from '../resources/selection';
import { SelectionToolbar } from './RegistrationSelection';
import { UploadProofButton } from './UploadProofButton';
import { UploadRules } from './UploadRules';
import { useUploadGate } from './useUploadGate';

const PAGE_SIZES = [5, 10, 25];

const selectLabel: CardLayout<RegistrationRow>['selectLabel'] = (row, t) =>
  t('app.proof.table.selectRow', { name: row.nama_lengkap });
const RowsBody = namedRowsBody<RegistrationRow>({ label: selectLabel });
/** 'Pilih semua' takes every row: one transfer usually pays for all of them. */
const selectAll = {
  label: (t: ReturnType<typeof useT>) => t('app.proof.table.selectAll'),
  limit: MAX_ROWS_PER_PROOF,
};
const AllRowsHead = allRowsHead(selectAll);
const AllRowsCheckbox = allRowsCheckbox(selectAll);
/** The server's own order: the newest registration first. */
const NEWEST_FIRST: SortPayload = { field: 'created_at', order: 'DESC' };
export const NO_WRAP = () => ({ whiteSpace: 'nowrap' });

/**
 * A page of rows still needing proof: the title and its actions, what the page shows first
 * (the upgrade's member search), the upload rules, and the list, newest first, 5 a page. The
 * registration list and the upgrade list are two of them.
 */
export const ProofListPage = ({
  title,
  actions,
  before,
  children,
}: {
  title: string;
  actions: ReactNode;
  before?: ReactNode;
  children: ReactNode;
}) => {
  const t = useT();
  const { hours, status } = useUploadGate(0);
  return (
    // A grid track that may shrink below the table's width: the table scrolls, not the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle title={title} actions={actions} />
      <Stack spacing={2}>
        {before}
        <UploadRules hours={hours} status={status} />
        <List
          title={false}
          actions={false}
          empty={false}
          perPage={PAGE_SIZES[0]}
          sort={NEWEST_FIRST}
          pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
          error={<Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>}
        >
          {children}
        </List>
      </Stack>
    </Box>
  );
};

/**
 * The rows: date and name first, the caller's columns, the total last. Checked rows share one
 * proof: the upload is the bulk action, for branches that may upload.
 */
export const ProofRows = ({ label, children }: { label: string; children: ReactNode }) => {
  const t = useT();
  const resource = useResourceContext();
  const { canAccess: canUpload = false } = useCanAccess({ resource, action: 'upload' });
  const upload = canUpload ? <UploadProofButton /> : false;
  return (
    <ResponsiveDataTable<RegistrationRow>
      aria-label={label}
      head={canUpload ? AllRowsHead : undefined}
      body={canUpload ? RowsBody : undefined}
      bulkActionButtons={upload}
      bulkActionsToolbar={upload && <SelectionToolbar>{upload}</SelectionToolbar>}
      empty={<ListEmptyText text={t('app.proof.table.empty')} />}
      sx={{ '& .RaDataTable-tableWrapper': SCROLL_X, ...COMPACT_CELLS }}
      card={{
        title: 'nama_lengkap',
        selectLabel,
        selectAll: <FormControlLabel control={<AllRowsCheckbox />} label={selectAll.label(t)} />,
      }}
    >
      <DataTable.Col
        source="created_at"
        label={t('app.proof.table.date')}
        render={(row) => <DayAboveTime value={row.created_at} />}
        cellSx={NO_WRAP}
      />
      <DataTable.Col source="nama_lengkap" label={t('app.proof.table.name')} />
      {children}
      <DataTable.Col
        source="biaya_total"
        label={t('app.proof.table.total')}
        align="right"
        render={(row) => formatRupiah(row.biaya_total)}
        cellSx={NO_WRAP}
        sx={STICKY_END}
      />
    </ResponsiveDataTable>
  );
};
