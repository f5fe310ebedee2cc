import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('id');

/** Every date the users see and every "day" the rules count is Jakarta's (WIB, UTC+7). */
export const JAKARTA_TZ = 'Asia/Jakarta';

export type DateInput = Date | string | number | Dayjs;

export const inJakarta = (value: DateInput): Dayjs => dayjs(value).tz(JAKARTA_TZ).locale('id');

/** '22 November 2026' */
export const formatDate = (value: DateInput): string => inJakarta(value).format('DD MMMM YYYY');

/** A calendar day 'YYYY-MM-DD' as '22 November 2026', with no time zone to shift it. */
export const formatDay = (isoDay: string): string =>
  dayjs(isoDay, 'YYYY-MM-DD', true).locale('id').format('DD MMMM YYYY');

/** A calendar day 'YYYY-MM-DD' as '22/11/2026' (a bank statement's own style). */
export const formatDayNumeric = (isoDay: string): string =>
  dayjs(isoDay, 'YYYY-MM-DD', true).format('DD/MM/YYYY');

/** An instant's Jakarta day as '22/11/2026'. */
export const formatDateNumeric = (value: DateInput): string =>
  inJakarta(value).format('DD/MM/YYYY');

/** An instant's Jakarta time as '14:05'. */
export const formatTime = (value: DateInput): string => inJakarta(value).format('HH:mm');

/** '22 November 2026 14:05' */
export const formatDateTime = (value: DateInput): string =>
  `${formatDate(value)} ${formatTime(value)}`;

/** '22 November 2026 14:05 WIB' */
export const formatDateTimeWib = (value: DateInput): string => `${formatDateTime(value)} WIB`;

/** The Jakarta calendar day of an instant, 'YYYY-MM-DD'. */
export const jakartaDay = (value: DateInput): string => inJakarta(value).format('YYYY-MM-DD');

export const isIsoDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid();

/** The instants that bound Jakarta days `from` .. `to` inclusive: [start, end). */
export const jakartaDayRange = (from: string, to: string): { start: Date; end: Date } => ({
  start: dayjs.tz(from, JAKARTA_TZ).startOf('day').toDate(),
  end: dayjs.tz(to, JAKARTA_TZ).add(1, 'day').startOf('day').toDate(),
});

/** Whether the days `from`…`to` are whole months: from a month's first day to a month's last. */
export const isWholeMonths = (days: { from: string; to: string }): boolean =>
  days.from.endsWith('-01') && dayjs(days.to).add(1, 'day').date() === 1;

export { dayjs };
