import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import utc from 'dayjs/plugin/utc';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(customParseFormat);
dayjs.locale('id');

/** Every date the users see and every "day" the rules count is Jakarta's (WIB, UTC+7). */
export const JAKARTA_TZ = 'Asia/Jakarta';

/**
 * WIB's offset, fixed: Jakarta has kept UTC+7 without daylight saving since 1964, before any
 * date this system holds. dayjs's timezone plugin would ask Intl for it on every call (a
 * toLocaleString with a time zone, and a page's first Intl use loads ICU's data: 50–65 ms before
 * the first paint on a 2-core machine, four times that on a throttled phone); with that plugin
 * installed, MUI X's date pickers send every date they make through it too. PostgreSQL keeps
 * the zone's name (JAKARTA_TZ).
 */
const JAKARTA_UTC_OFFSET_MINUTES = 7 * 60;

export type DateInput = Date | string | number | Dayjs;

/**
 * What Jakarta's clock reads at an instant: its calendar fields and their formats. Read in UTC
 * shifted by WIB's offset, so the machine's own zone (its daylight saving) never enters; that
 * makes it a reading, not an instant, hence no toDate() or arithmetic here.
 */
export type JakartaClock = Pick<Dayjs, 'year' | 'month' | 'date' | 'day' | 'hour' | 'format'>;

export const inJakarta = (value: DateInput): JakartaClock =>
  dayjs(value).utc().add(JAKARTA_UTC_OFFSET_MINUTES, 'minute').locale('id');

/** The instant a Jakarta calendar day 'YYYY-MM-DD' begins. */
const jakartaMidnight = (isoDay: string): Dayjs =>
  dayjs.utc(isoDay, 'YYYY-MM-DD', true).subtract(JAKARTA_UTC_OFFSET_MINUTES, 'minute');

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
  start: jakartaMidnight(from).toDate(),
  // A Jakarta day is always 24 hours long.
  end: jakartaMidnight(to).add(24, 'hour').toDate(),
});

/** Whether the days `from`…`to` are whole months: from a month's first day to a month's last. */
export const isWholeMonths = (days: { from: string; to: string }): boolean =>
  days.from.endsWith('-01') && dayjs(days.to).add(1, 'day').date() === 1;

export { dayjs };
