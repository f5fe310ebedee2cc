import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';

// MUI X's pickers weigh as much as a whole screen: they load when a date field is first shown.
const MuiDayPicker = lazy(() =>
  import('./MuiDayPicker').then((module) => ({ default: module.MuiDayPicker })),
);

export interface DayPickerProps {
  /** 'YYYY-MM-DD' or empty. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  onBlur?(): void;
  label: ReactNode;
  name?: string;
  id?: string;
  /** The last day the calendar offers, 'YYYY-MM-DD' (the rules still decide what is wrong). */
  maxDate?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
}

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
