import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/**
 * A form's submit button: disabled with a spinner while the request runs, so nobody sends twice
 * (and while `disabled` says the form cannot be sent yet).
 */
export const SubmitButton = ({
  busy,
  disabled,
  children,
  ...props
}: ButtonProps & { busy: boolean }) => (
  <Button
    type="submit"
    variant="contained"
    {...props}
    disabled={busy || disabled}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : props.startIcon}
  >
    {children}
  </Button>
);
