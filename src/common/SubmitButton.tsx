import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/** A form's submit button: disabled with a spinner while the request runs, so nobody sends twice. */
export const SubmitButton = ({ busy, children, ...props }: ButtonProps & { busy: boolean }) => (
  <Button
    type="submit"
    variant="contained"
    disabled={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    {...props}
  >
    {children}
  </Button>
);
