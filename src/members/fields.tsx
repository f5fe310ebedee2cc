import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { DayPicker } from '../common/DayPicker';
import type { MemberFormValues } from './memberFormModel';

/**
 * Form inputs bound to the member form by name, each showing its own validation message
 * under the field and taking focus when it is the first one wrong.
 */
export type MemberField = keyof MemberFormValues;

export interface Choice {
  value: string;
  label: string;
}

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: MemberField;
  label: string;
};

export const TextInput = ({ name, label, helperText, ...props }: TextProps) => {
  const { control } = useFormContext<MemberFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          id={`member-${name}`}
          name={field.name}
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        />
      )}
    />
  );
};

/** A day ('YYYY-MM-DD') picked in Indonesian; `maxDate` only limits the calendar's days. */
export const DayInput = ({
  name,
  label,
  maxDate,
  openTo,
}: {
  name: MemberField;
  label: string;
  maxDate?: string;
  openTo?: 'year' | 'day';
}) => {
  const { control } = useFormContext<MemberFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DayPicker
          id={`member-${name}`}
          name={field.name}
          label={label}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          maxDate={maxDate}
          openTo={openTo}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
};

export const SelectInput = ({ options, ...props }: TextProps & { options: readonly Choice[] }) => (
  <TextInput {...props} select>
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextInput>
);

export const RadioInput = ({
  name,
  label,
  options,
  required,
  onPicked,
}: {
  name: MemberField;
  label: string;
  options: readonly Choice[];
  required?: boolean;
  /** After the value changed, e.g. to clear what no longer applies. */
  onPicked?: (value: string) => void;
}) => {
  const { control } = useFormContext<MemberFormValues>();
  const labelId = `member-${name}-label`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required={required}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(_event, value) => {
              field.onChange(value);
              onPicked?.(value);
            }}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
};

/** The same text for value and label, e.g. 'Menikah'. */
export const choices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));
