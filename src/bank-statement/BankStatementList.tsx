import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  BulkActionsToolbar,
  Confirm,
  DataTable,
  List,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import {
  BANK_LINE_STATUSES,
  type BankCandidate,
  type BankConfirmResponse,
  type BankLineStatus,
  type BankStatementLine,
} from '../../domain/api/bankStatement';
import { formatDayNumeric } from '../../domain/dates';
import { BANK_LINES_PER_PAGE } from '../../domain/lists';
import { formatRupiah } from '../../domain/money';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import {
  FixedPagination,
  ListEmptyText,
  ListErrorAlert,
  LIST_SCROLL_X,
  QUIET_ERRORS,
} from '../resources/listStates';
import { ResponsiveDataTable, type CardLayout } from '../resources/ResponsiveDataTable';
import { namedRowsBody } from '../resources/selection';
import type { BankLineFilter, BankStatementApi } from './bankStatementApi';
import { ImportStatement } from './ImportStatement';

const RESOURCE = 'bank-statement';
const Col = DataTable.Col<BankStatementLine>;

const selectLabel: CardLayout<BankStatementLine>['selectLabel'] = (line, t) =>
  t('app.bankStatement.selectRow', {
    date: formatDayNumeric(line.tanggal),
    amount: formatRupiah(line.kredit),
  });
const RowsBody = namedRowsBody<BankStatementLine>({ label: selectLabel });

const useStatus = (): BankLineStatus => {
  const { filterValues } = useListContext();
  const status = (filterValues as BankLineFilter).status;
  return BANK_LINE_STATUSES.find((s) => s === status) ?? 'cocok';
};

/**
 * /bank-statement (SBS): 'Impor mutasi', then the statement's credit lines by state. 'Cocok'
 * lines are chosen and confirmed at once; a 'Perlu dicek' line is linked to one of its
 * candidates by hand, a 'Cocok' one unlinked.
 */
const BankStatementList = () => {
  const t = useT();
  return (
    <>
      <PageTitle title={t('app.bankStatement.title')} />
      <Stack spacing={2}>
        <ImportStatement />
        <List
          title={false}
          perPage={BANK_LINES_PER_PAGE}
          filterDefaultValues={{ status: 'cocok' }}
          actions={false}
          empty={false}
          pagination={false}
          sx={LIST_SCROLL_X}
          queryOptions={QUIET_ERRORS}
          component={Card}
          error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
        >
          <StatusTabs />
          <Lines />
          <Paging />
        </List>
      </Stack>
    </>
  );
};

export default BankStatementList;

/** Nothing to page after a failure. */
const Paging = () => {
  const { error } = useListContext();
  return error ? null : <FixedPagination />;
};

/** 'Cocok', 'Perlu dicek', 'Tidak cocok', 'Dikonfirmasi': the list's status filter as tabs. */
const StatusTabs = () => {
  const t = useT();
  const status = useStatus();
  const { setFilters } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('app.bankStatement.listTitle')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_, value: BankLineStatus) => {
          unselectAll();
          setFilters({ status: value }, {});
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('app.bankStatement.statusTabs')}
      >
        {BANK_LINE_STATUSES.map((value) => (
          <Tab key={value} value={value} label={t(`app.bankStatement.status.${value}`)} />
        ))}
      </Tabs>
    </Box>
  );
};

const Lines = () => {
  const t = useT();
  const status = useStatus();
  const confirmable = status === 'cocok';
  return (
    <ResponsiveDataTable<BankStatementLine>
      // A new tab is a new table: its columns and selection differ.
      key={status}
      rowClick={false}
      body={confirmable ? RowsBody : undefined}
      bulkActionButtons={confirmable ? <ConfirmLinesButton /> : false}
      bulkActionsToolbar={confirmable ? <ChosenLinesToolbar /> : undefined}
      aria-label={t('app.bankStatement.listTitle')}
      empty={<ListEmptyText text={t(`app.bankStatement.empty.${status}`)} />}
      sx={{ '& .RaDataTable-table': { minWidth: 900 } }}
      card={{
        title: 'tanggal',
        actions: ['action'],
        selectLabel: confirmable ? selectLabel : undefined,
      }}
    >
      <Col
        source="tanggal"
        label={t('app.bankStatement.columns.tanggal')}
        disableSort
        render={(line) => formatDayNumeric(line.tanggal)}
      />
      <Col source="keterangan" label={t('app.bankStatement.columns.keterangan')} disableSort />
      <Col
        source="kredit"
        label={t('app.bankStatement.columns.kredit')}
        disableSort
        align="right"
        render={(line) => formatRupiah(line.kredit)}
      />
      {status === 'perlu_dicek' ? (
        <Col
          source="candidates"
          label={t('app.bankStatement.columns.candidates')}
          disableSort
          render={(line) => <Candidates line={line} />}
        />
      ) : (
        <Col
          source="receipt"
          label={t('app.bankStatement.columns.receipt')}
          disableSort
          render={(line) =>
            line.receipt ? (
              <Stack>
                <Typography variant="body2">{line.receipt.inv_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.receipt.branch.name}
                </Typography>
              </Stack>
            ) : (
              t('app.bankStatement.noReceipt')
            )
          }
        />
      )}
      {status === 'cocok' && (
        <Col
          key="action"
          source="action"
          label={t('app.bankStatement.columns.action')}
          disableSort
          render={(line) => <UnlinkButton line={line} />}
        />
      )}
    </ResponsiveDataTable>
  );
};

/** Link or unlink one line; the list is read again either way (another line may have moved). */
const useLineChange = () => {
  const api = useApi<BankStatementApi>();
  const notify = useNotify();
  const refresh = useRefresh();
  return (run: (api: BankStatementApi) => Promise<unknown>, done: string) => ({
    mutationFn: () => run(api),
    onSuccess: () => notify(done, { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => refresh(),
  });
};

const Candidates = ({ line }: { line: BankStatementLine }) => {
  const t = useT();
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {line.candidates.map((candidate) => (
        <Stack
          component="li"
          key={`${candidate.kind}-${candidate.receipt_id}`}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="body2">
              {t('app.bankStatement.candidate', {
                invoice: candidate.inv_name,
                branch: candidate.branch.name,
                amount: formatRupiah(candidate.total_biaya),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`app.bankStatement.reason.${candidate.reason}`)}
              {candidate.account_named && ` · ${t('app.bankStatement.accountNamed')}`}
            </Typography>
          </Box>
          <LinkButton line={line} candidate={candidate} />
        </Stack>
      ))}
    </Stack>
  );
};

const LinkButton = ({ line, candidate }: { line: BankStatementLine; candidate: BankCandidate }) => {
  const t = useT();
  const change = useLineChange();
  const link = useMutation(
    change(
      (api) =>
        api.linkBankLine(line.id, { kind: candidate.kind, receipt_id: candidate.receipt_id }),
      t('app.bankStatement.linked', { invoice: candidate.inv_name }),
    ),
  );
  return (
    <Button
      size="small"
      variant="outlined"
      loading={link.isPending}
      onClick={() => link.mutate()}
      aria-label={t('app.bankStatement.linkLabel', { invoice: candidate.inv_name })}
    >
      {t('app.bankStatement.link')}
    </Button>
  );
};

const UnlinkButton = ({ line }: { line: BankStatementLine }) => {
  const t = useT();
  const change = useLineChange();
  const unlink = useMutation(
    change((api) => api.unlinkBankLine(line.id), t('app.bankStatement.unlinked')),
  );
  if (!line.receipt) return null;
  return (
    <Button
      size="small"
      loading={unlink.isPending}
      onClick={(event) => {
        // The row's click chooses it for the bulk action.
        event.stopPropagation();
        unlink.mutate();
      }}
      aria-label={t('app.bankStatement.unlinkLabel', { invoice: line.receipt.inv_name })}
    >
      {t('app.bankStatement.unlink')}
    </Button>
  );
};

/** react-admin's bar of the chosen lines, '2 baris dipilih', only while some are chosen. */
const ChosenLinesToolbar = () => {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar label="app.bankStatement.selected">
      <ConfirmLinesButton />
    </BulkActionsToolbar>
  );
};

/** What the notification says of an answer: how many were confirmed, and why others were not. */
const useConfirmReport = () => {
  const t = useT();
  return ({ data }: BankConfirmResponse) => {
    const done = t('app.bankStatement.confirm.done', { count: data.confirmed.length });
    if (!data.skipped.length) return done;
    const reasons = [...new Set(data.skipped.map((s) => s.reason))]
      .map((reason) => t(`app.bankStatement.confirm.reasons.${reason}`))
      .join(', ');
    return `${done}; ${t('app.bankStatement.confirm.skipped', { count: data.skipped.length, reasons })}`;
  };
};

/** 'Konfirmasi pembayaran' for the chosen 'Cocok' lines, asked once more before money moves. */
const ConfirmLinesButton = () => {
  const t = useT();
  const api = useApi<BankStatementApi>();
  const notify = useNotify();
  const refresh = useRefresh();
  const report = useConfirmReport();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  const [open, setOpen] = useState(false);
  const confirm = useMutation({
    mutationFn: () => api.confirmBankLines(selectedIds.map(Number)),
    onSuccess: (answer) => {
      notify(report(answer), { type: answer.data.skipped.length ? 'warning' : 'success' });
      setOpen(false);
      unselectAll();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => refresh(),
  });
  return (
    <>
      <Button variant="contained" startIcon={<CheckCircleIcon />} onClick={() => setOpen(true)}>
        {t('app.bankStatement.confirm.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={confirm.isPending}
        title={t('app.bankStatement.confirm.title')}
        content={t('app.bankStatement.confirm.question', { smart_count: selectedIds.length })}
        confirm={t('app.bankStatement.confirm.yes')}
        cancel={t('app.bankStatement.confirm.cancel')}
        onConfirm={() => confirm.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
