import { object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { isIsoDay } from '../dates';

const E = appMessages.errors.date;

const day = () =>
  string()
    .optional()
    .test('day', E.format, (value) => value === undefined || isIsoDay(value));

/** GET /api/user/dashboard/count and count_cabang: Jakarta days, both default to today. */
export const dashboardCountQuery = object({
  start_date: day(),
  end_date: day().test('order', E.order, function (value) {
    const start = this.parent.start_date as string | undefined;
    return !value || !start || value >= start;
  }),
});
export type DashboardCountQuery = InferType<typeof dashboardCountQuery>;

/**
 * Receipts by their current status, counted on the day that status was reached, and
 * registrations / upgrades that still need proof, created in the range. `count_*` are
 * registrations, `upgrade_count_*` upgrades.
 */
export interface DashboardCounts {
  count_pending: number;
  count_approved: number;
  count_rejected: number;
  count_not_upload: number;
  upgrade_count_pending: number;
  upgrade_count_approved: number;
  upgrade_count_rejected: number;
  upgrade_count_not_upload: number;
}

export interface DashboardCountsResponse {
  data: DashboardCounts;
  start_date: string;
  end_date: string;
}
