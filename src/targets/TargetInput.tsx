import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useDebouncedValue } from '../common/useDebouncedValue';

/**
 * A month's figure. Typing is applied after 1 s, and at once when the field loses
 * focus, so pressing Save right after typing never saves the figure before.
 */
export const TargetInput = ({
  label,
  value,
  error,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  readOnly: boolean;
  onChange(value: string): void;
}) => {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed, 1000);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (settled !== value) onChange(settled);
    // Only a settled change is applied; `value` changing from outside resets `typed` above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextField
      size="small"
      type="number"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={() => typed !== value && onChange(typed)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        input: { readOnly },
        htmlInput: { 'aria-label': label, min: 0, step: 1, inputMode: 'numeric' },
      }}
    />
  );
};
