import { formatDate, formatTime, type DateInput } from '../../domain/dates';

/**
 * An instant as a table shows it, '22 November 2026' above '14:05': on one line a date column
 * took a fifth of a laptop's table and pushed the last columns under the pinned one. Read as
 * text it is still formatDateTime's, the space kept before the break (a copy, a search).
 */
export const DayAboveTime = ({ value }: { value: DateInput }) => (
  <>
    {formatDate(value)} <br />
    {formatTime(value)}
  </>
);
