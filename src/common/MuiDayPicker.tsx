import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
// domain/dates loads dayjs' 'id' locale and the strict parsing the adapter relies on.
import { dayjs } from '../../domain/dates';
import { fillMessage } from '../../domain/messages';
import { mui } from '../../i18n/app/mui';
import type { DayPickerProps } from './dayPickerProps';

const P = mui.picker;

/** MUI X's picker texts in Indonesian (it ships no Indonesian locale). */
const localeText: Partial<PickersLocaleText> = {
  previousMonth: P.previousMonth,
  nextMonth: P.nextMonth,
  openPreviousView: P.openPreviousView,
  openNextView: P.openNextView,
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? P.toCalendarView : P.toYearView,
  cancelButtonLabel: P.cancel,
  clearButtonLabel: P.clear,
  fieldClearLabel: P.clear,
  okButtonLabel: P.ok,
  todayButtonLabel: P.today,
  datePickerToolbarTitle: P.title,
  openDatePickerDialogue: (formatted) =>
    formatted ? fillMessage(P.chooseSelected, { date: formatted }) : P.choose,
  dateTableLabel: P.dateTable,
  day: P.day,
  month: P.month,
  year: P.year,
  empty: P.empty,
};

/** The day shown and typed, Indonesian order. */
const DAY_FORMAT = 'DD/MM/YYYY';

const ISO_DAY = 'YYYY-MM-DD';

const toDayjs = (value: string | null | undefined): Dayjs | null =>
  value ? dayjs(value, ISO_DAY, true) : null;

/**
 * What the form holds for what the field shows: the API's 'YYYY-MM-DD', null when empty (MUI
 * reports a day typed in part as no day yet), and for a day that does not exist (31/02) a
 * text no 'YYYY-MM-DD' rule accepts, so the form's own rules say what is wrong.
 */
const toValue = (day: Dayjs | null): string | null => {
  if (!day) return null;
  return day.isValid() ? day.format(ISO_DAY) : 'invalid';
};

/**
 * A day picked with MUI X's date picker in Indonesian: typed as DD/MM/YYYY or chosen in a
 * calendar with Indonesian month and day names, held as the API's 'YYYY-MM-DD' string. The desktop
 * variant on every screen: a tablet's touch screen would otherwise get the mobile one, whose
 * field only opens a dialog and cannot be typed in.
 */
export const MuiDayPicker = ({
  value,
  onChange,
  onBlur,
  label,
  name,
  id,
  maxDate,
  openTo,
  error,
  helperText,
  required,
  disabled,
  readOnly,
  size,
  fullWidth,
  sx,
  inputRef,
}: DayPickerProps) => {
  // The picker's own day, which keeps an impossible day as typed while the form holds
  // 'invalid'; it follows the form when its value changes from elsewhere (a reset, the address).
  const [shown, setShown] = useState<{ value: string | null; day: Dayjs | null }>(() => ({
    value: value ?? null,
    day: toDayjs(value),
  }));
  const current = value || null;
  const day = shown.value === current ? shown.day : toDayjs(current);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={localeText}>
      <DesktopDatePicker
        label={label}
        name={name}
        format={DAY_FORMAT}
        value={day}
        onChange={(next) => {
          const nextValue = toValue(next);
          setShown({ value: nextValue, day: next });
          onChange(nextValue);
        }}
        onClose={onBlur}
        openTo={openTo}
        maxDate={maxDate ? (toDayjs(maxDate) ?? undefined) : undefined}
        disabled={disabled}
        readOnly={readOnly}
        inputRef={inputRef}
        sx={sx}
        slotProps={{
          textField: {
            // Filled like react-admin's and the member form's text fields around it.
            variant: 'filled',
            id,
            required,
            error,
            helperText,
            size,
            fullWidth,
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
};
