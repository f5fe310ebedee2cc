import { array, number, object, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';

const M = appMessages.hours;

/** PUT /api/user/time_open_closed (SBS): Jakarta hours, open inclusive, closed exclusive. */
export const operatingHoursSchema = object({
  open: number()
    .typeError(M.hourType)
    .required(M.openRequired)
    .integer(M.hourType)
    .min(0, M.hourRange)
    .max(23, M.hourRange),
  closed: number()
    .typeError(M.hourType)
    .required(M.closedRequired)
    .integer(M.hourType)
    .min(1, M.hourRange)
    .max(24, M.hourRange)
    .test('after-open', M.closedAfterOpen, function (closed) {
      const open = this.parent.open as number | undefined;
      return open === undefined || closed === undefined || closed > open;
    }),
  days: array(number().required().integer().min(1, M.dayRange).max(7, M.dayRange))
    .required(M.daysRequired)
    .min(1, M.daysRequired)
    .test('unique', M.daysUnique, (days) => !days || new Set(days).size === days.length),
});
export type OperatingHoursRequest = InferType<typeof operatingHoursSchema>;

/** GET and PUT answer the hours, whether the server's clock is inside them, and that clock. */
export interface OperatingHoursResponse {
  data: {
    open: number;
    closed: number;
    /** 1 = Monday … 7 = Sunday. */
    days: number[];
    is_open: boolean;
    /** The server's now (ISO), so the app judges the hours by the same clock. */
    now: string;
    /** 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB' for these hours. */
    message: string;
  };
}
