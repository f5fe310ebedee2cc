import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useT } from '../common/useT';

/** 'Konfirmasi Form': the last step before a registration (and its fee) is recorded. */
export const ConfirmDialog = ({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="confirm-form-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-form-title">{t('app.registrationForm.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('app.registrationForm.confirm.question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.registrationForm.confirm.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {t('app.registrationForm.confirm.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
