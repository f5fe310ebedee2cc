import { forwardRef, useId, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label'> & {
  label: ReactNode;
  helperText?: ReactNode;
};

/**
 * MUI's TextField as the app shows it (outlined, label, helper text) without its `select` mode:
 * TextField imports Select and through it the menu, popover and modal, about 11 KiB gzip the
 * public pages would download for nothing.
 */
export const OutlinedField = forwardRef<HTMLInputElement, OutlinedFieldProps>(
  ({ id, label, helperText, error, required, disabled, fullWidth, ...input }, ref) => {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const helperId = helperText ? `${inputId}-helper-text` : undefined;
    return (
      <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
        <InputLabel htmlFor={inputId}>{label}</InputLabel>
        <OutlinedInput
          {...input}
          id={inputId}
          inputRef={ref}
          label={label}
          aria-describedby={helperId}
        />
        {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      </FormControl>
    );
  },
);
OutlinedField.displayName = 'OutlinedField';
