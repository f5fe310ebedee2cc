import { object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { dayjs, isIsoDay } from '../dates';
import type { Paged } from './common';
import { pageParam } from './paging';

const D = appMessages.aogMogReport.dates;
const E = appMessages.errors;

/** The report covers at most this many days after its start day. */
export const REPORT_MAX_SPAN_DAYS = 30;

/** '' every member; '0' not yet confirmed (proof missing or waiting); '1' confirmed. */
export const REPORT_STATUSES = ['', '0', '1'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const day = () =>
  string()
    .trim()
    .required(D.required)
    .test('format', D.format, (value) => !value || isIsoDay(value))
    .test('future', D.future, function (value) {
      const today = (this.options.context as { today?: string } | undefined)?.today;
      return !value || !today || !isIsoDay(value) || value <= today;
    });

/**
 * The report's filters, for search_by_date_v2 and export_excel: registration days in Jakarta,
 * end not before start, at most 30 days after it, neither after `context.today` (the server
 * passes its clock's day; the form the browser's).
 */
export const reportFilterFields = {
  start_date: day(),
  end_date: day()
    .test('order', D.order, function (value) {
      const start = (this.parent as { start_date?: string }).start_date;
      return !value || !start || !isIsoDay(value) || !isIsoDay(start) || value >= start;
    })
    .test('span', D.span, function (value) {
      const start = (this.parent as { start_date?: string }).start_date;
      if (!value || !start || !isIsoDay(value) || !isIsoDay(start)) return true;
      return dayjs(value).diff(dayjs(start), 'day') <= REPORT_MAX_SPAN_DAYS;
    }),
  status: string().oneOf(REPORT_STATUSES, E.badRequest).default('1'),
};
export const reportFilterSchema = object(reportFilterFields);
export type ReportFilter = InferType<typeof reportFilterSchema>;

export const reportListQuery = object({
  ...reportFilterFields,
  page: pageParam(E.badRequest),
});
export type ReportListQuery = InferType<typeof reportListQuery>;

/** Where the member's registration stands. */
export type Proses = 'proof' | 'waiting' | 'confirmed';

/** A row of the AOG/MOG list. */
export interface ReportRow {
  id: number;
  tanggal_pendaftaran: string;
  /** When the member's last upgrade was confirmed (ISO), or null. */
  tanggal_upgrade: string | null;
  nama_lengkap: string;
  jenis_pendaftaran: 'AOG' | 'MOG';
  no_id: string;
  proses: Proses;
  apakah_sudah_mengikuti_private_class: string | null;
  cabang_pembina: string;
  nama_pereferal: string;
}
export type ReportListResponse = Paged<ReportRow>;
