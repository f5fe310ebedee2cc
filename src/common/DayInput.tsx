import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { DayPicker, type DayPickerProps } from './DayPicker';

export type DayInputProps = InputProps &
  Pick<DayPickerProps, 'maxDate' | 'size' | 'sx' | 'fullWidth' | 'disabled' | 'readOnly'> & {
    label?: string;
    helperText?: string;
  };

/**
 * react-admin's input of a day ('YYYY-MM-DD') with the app's Indonesian picker, for forms and
 * list filters (in place of react-admin's <DateInput>, the browser's own date field).
 */
export const DayInput = ({
  label,
  helperText,
  maxDate,
  size,
  sx,
  fullWidth,
  disabled,
  readOnly,
  ...props
}: DayInputProps) => {
  const { field, fieldState, id, isRequired } = useInput({ ...props, disabled, readOnly });
  return (
    <DayPicker
      id={id}
      name={field.name}
      value={field.value as string | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={
        <FieldTitle
          label={label}
          source={props.source}
          resource={props.resource}
          isRequired={isRequired}
        />
      }
      error={fieldState.invalid}
      helperText={
        helperText || fieldState.invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : undefined
      }
      maxDate={maxDate}
      size={size}
      sx={sx}
      fullWidth={fullWidth}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
};
