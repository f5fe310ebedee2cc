import type { ReactNode, Ref } from 'react';
import type { SxProps, Theme } from '@mui/material';

/** The day field's props, shared by the field and the calendar it loads when first shown. */
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
  /** The calendar's first view: 'year' for a day far back, such as a birth date. */
  openTo?: 'year' | 'day';
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
