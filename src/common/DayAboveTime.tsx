import { formatDateTime, type DateInput } from '../../domain/dates';

/**
 * An instant as a table shows it, '22 November 2026' above '14:05': on one line a date column
 * took a fifth of a laptop's table and pushed the last columns under the pinned one. The text is
 * still formatDateTime's, the space kept before the break, for what reads it as text.
 */
export const DayAboveTime = ({ value }: { value: DateInput }) => {
  const text = formatDateTime(value);
  const at = text.lastIndexOf(' ');
  return (
    <>
      {text.slice(0, at + 1)}
      <br />
      {text.slice(at + 1)}
    </>
  );
};
