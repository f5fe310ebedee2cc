import { lazy, Suspense } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import type { DayPickerProps } from './dayPickerProps';

export type { DayPickerProps };

// MUI X's pickers weigh as much as a whole screen: they load when a date field is first shown.
const MuiDayPicker = lazy(() =>
  import('./MuiDayPicker').then((module) => ({ default: module.MuiDayPicker })),
);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The picker's field while it loads: the same filled field and calendar button, so nothing
 * around it moves; it takes no input for the moment it shows.
 */
const Placeholder = ({
  value,
  label,
  error,
  helperText,
  required,
  size,
  fullWidth,
  sx,
}: DayPickerProps) => {
  const day = value ? ISO_DAY.exec(value) : null;
  return (
    <TextField
      variant="filled"
      label={label}
      value={day ? `${day[3]}/${day[2]}/${day[1]}` : ''}
      error={error}
      helperText={helperText}
      required={required}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" disabled tabIndex={-1} aria-hidden>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/**
 * A day picked with MUI X's date picker in Indonesian (./MuiDayPicker), held as the API's
 * 'YYYY-MM-DD' string. Every date input of the app (react-admin's and the member form's) wraps
 * this one.
 */
export const DayPicker = (props: DayPickerProps) => (
  <Suspense fallback={<Placeholder {...props} />}>
    <MuiDayPicker {...props} />
  </Suspense>
);
