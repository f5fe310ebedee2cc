import { MenuItem, TextField } from '@mui/material';
import { useInput } from 'react-admin';

/** The select's own value for 'every status'; the filter itself then has no status. */
const ALL = 'all';

interface Props {
  source: string;
  label: string;
  /** The statuses in the order shown; `''` is 'every status' (no filter). */
  options: readonly { value: '' | '0' | '1' | '2'; label: string }[];
  /** Set by react-admin's filter form. */
  alwaysOn?: boolean;
}

/**
 * The receipt lists' Status filter, a react-admin input of the list's filter form. A plain
 * SelectInput would render 'every status' as its empty option, whose accessible name is
 * react-admin's 'clear value' rather than the option's own text.
 */
export const ReceiptStatusInput = ({ source, label, options }: Props) => {
  const { field } = useInput({ source });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : ALL;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value === ALL ? '' : event.target.value)}
      onBlur={field.onBlur}
      sx={{ minWidth: 240 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value || ALL} value={option.value || ALL}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
