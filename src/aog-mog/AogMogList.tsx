import { SCROLL_X } from '../common/scrollX';
import { useState } from 'react';
import { Alert, Button, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, List, useListContext, useNotify } from 'react-admin';
import { reportFilterSchema, type ReportRow } from '../../domain/api/aogMog';
import { REPORT_PER_PAGE } from '../../domain/lists';
import { dayjs, formatDateTime } from '../../domain/dates';
import type { appMessages } from '../../i18n/app-id';
import { DayInput } from '../common/DayInput';
import { PageTitle } from '../common/PageTitle';
import { useOperatingHoursGate } from '../hours/useOperatingHoursGate';
import { useT } from '../common/useT';
import { ReceiptStatusInput } from '../receipts/ReceiptStatusInput';
import { FixedPagination, ListEmptyText, ListErrorAlert } from '../resources/listStates';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { downloadReport, type ReportFilterValues } from './reportEndpoints';
import { saveBlob } from '../common/saveBlob';

const Col = DataTable.Col<ReportRow>;
type ColumnKey = keyof typeof appMessages.aogMogReport.columns;

/** The first date-rule broken by the filters (the server's rule, shown before asking it). */
const dateProblem = (filter: ReportFilterValues, today: string): string | null => {
  try {
    reportFilterSchema.validateSync(filter, { context: { today } });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** Saves the report for the filters shown as '<start>_<end>.xlsx'. */
const DownloadButton = ({ today }: { today: string }) => {
  const t = useT();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const filter = filterValues as ReportFilterValues;
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(
        await downloadReport(filter),
        `${String(filter.start_date)}_${String(filter.end_date)}.xlsx`,
      );
      notify(t('app.aogMogReport.downloaded'), { type: 'success' });
    } catch {
      notify(t('app.aogMogReport.downloadFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const problem = dateProblem(filter, today);
  // A disabled button says why: the broken date rule, also shown above the table.
  return (
    <Tooltip title={problem ?? ''}>
      <span>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={busy || problem !== null}
        >
          {t('app.aogMogReport.download')}
        </Button>
      </span>
    </Tooltip>
  );
};

const DateRuleAlert = ({ today }: { today: string }) => {
  const { filterValues } = useListContext();
  const problem = dateProblem(filterValues as ReportFilterValues, today);
  return problem ? (
    <Alert severity="warning" sx={{ m: 1 }}>
      {problem}
    </Alert>
  ) : null;
};

/**
 * /aog-mog and /registration-form-show: members registered in a period (30 days at most),
 * 10 a page, with the 'Laporan Aog Mog' filters and the xlsx download.
 */
export const AogMogList = () => {
  const hours = useOperatingHoursGate();
  // The period is judged by the server's Jakarta day; the list waits until it is known.
  return hours.known ? <ReportList today={hours.today} /> : null;
};

const ReportList = ({ today }: { today: string }) => {
  const t = useT();
  const C = (key: ColumnKey) => t(`app.aogMogReport.columns.${key}`);
  const filters = [
    <DayInput
      key="start"
      source="start_date"
      alwaysOn
      label={t('app.aogMogReport.startDate')}
      maxDate={today}
    />,
    <DayInput
      key="end"
      source="end_date"
      alwaysOn
      label={t('app.aogMogReport.endDate')}
      maxDate={today}
    />,
    <ReceiptStatusInput
      key="status"
      source="status"
      alwaysOn
      label={t('app.aogMogReport.status')}
      options={[
        { value: '', label: t('app.aogMogReport.statuses.all') },
        { value: '0', label: t('app.aogMogReport.statuses.0') },
        { value: '1', label: t('app.aogMogReport.statuses.1') },
      ]}
    />,
  ];
  return (
    <>
      <PageTitle title={t('app.aogMogReport.title')} />
      <List
        filters={filters}
        filterDefaultValues={{
          start_date: dayjs(today).subtract(30, 'day').format('YYYY-MM-DD'),
          end_date: today,
          status: '1',
        }}
        perPage={REPORT_PER_PAGE}
        title={false}
        actions={<DownloadButton today={today} />}
        pagination={<FixedPagination />}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
      >
        <DateRuleAlert today={today} />
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={t('app.aogMogReport.title')}
          sx={{ '& .RaDataTable-tableWrapper': SCROLL_X }}
          empty={<ListEmptyText text={t('app.inquiry.empty')} />}
          card={{ title: 'nama_lengkap' }}
        >
          <Col
            label={C('registered')}
            disableSort
            render={(r) => formatDateTime(r.tanggal_pendaftaran)}
          />
          <Col
            label={C('upgraded')}
            disableSort
            render={(r) => (r.tanggal_upgrade ? formatDateTime(r.tanggal_upgrade) : '-')}
          />
          <Col source="nama_lengkap" label={C('name')} disableSort />
          <Col source="jenis_pendaftaran" label={C('type')} disableSort />
          <Col
            label={C('proses')}
            disableSort
            render={(r) => t(`app.aogMogReport.proses.${r.proses}`)}
          />
          <Col
            label={C('ppa')}
            disableSort
            render={(r) => r.apakah_sudah_mengikuti_private_class ?? '-'}
          />
          <Col source="cabang_pembina" label={C('branch')} disableSort />
          <Col source="nama_pereferal" label={C('referrer')} disableSort />
        </ResponsiveDataTable>
      </List>
    </>
  );
};

export default AogMogList;
