import type { GetListParams } from 'react-admin';
import type { ReportRow } from '../../domain/api/aogMog';
import { apiConfig } from '../providers/config';
import { requestBlob } from '../providers/httpClient';
import { filterValue, pagedList } from '../resources/pagedEndpoints';

const base = () => `${apiConfig.apiUrl}/user/register_aog_mog`;

export interface ReportFilterValues {
  start_date?: unknown;
  end_date?: unknown;
  status?: unknown;
}

const reportQuery = (filter: ReportFilterValues) => ({
  start_date: filterValue(filter.start_date),
  end_date: filterValue(filter.end_date),
  status: filterValue(filter.status) ?? '',
});

/** The report's rows, 10 a page (GET user/register_aog_mog/search_by_date_v2). */
export const reportList = pagedList<ReportRow>(
  () => `${base()}/search_by_date_v2`,
  ({ pagination, filter }: GetListParams) => ({
    page: pagination?.page ?? 1,
    ...reportQuery(filter as ReportFilterValues),
  }),
);

/** The 'Laporan Aog Mog' file for the filters shown, as the server streams it. */
export const downloadReport = (filter: ReportFilterValues): Promise<Blob> => {
  const query = new URLSearchParams(
    Object.entries(reportQuery(filter)).map(([key, value]) => [key, String(value ?? '')]),
  );
  return requestBlob(`${base()}/export_excel?${query.toString()}`);
};
