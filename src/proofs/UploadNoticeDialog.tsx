import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useT } from '../common/useT';

/** Why the upload cannot be made now: outside operating hours, or the day's limit reached. */
export const UploadNoticeDialog = ({
  notice,
  onClose,
}: {
  notice: { title: string; message: string } | null;
  onClose(): void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={notice !== null}
      onClose={onClose}
      aria-labelledby="upload-notice-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="upload-notice-title">{notice?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{notice?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('app.proof.upload.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
