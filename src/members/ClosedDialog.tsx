import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useT } from '../common/useT';

/** Outside operating hours: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB'. */
export const ClosedDialog = ({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="closed-title" maxWidth="xs" fullWidth>
      <DialogTitle id="closed-title">{t('app.registrationForm.closed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('app.registrationForm.closed.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
