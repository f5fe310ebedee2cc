import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useLogout } from 'react-admin';
import { markChosenSignOut } from '../providers/returnPath';
import { useT } from '../common/useT';

/** 'Logout Confirmation': 'Ya' ends the session on the server and goes to sign-in. */
export const LogoutDialog = ({ open, onClose }: { open: boolean; onClose(): void }) => {
  const t = useT();
  const logout = useLogout();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-title" maxWidth="xs" fullWidth>
      <DialogTitle id="logout-title">{t('app.logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('app.logout.question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('app.logout.no')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            onClose();
            // A chosen sign-out starts over at the dashboard; react-admin would otherwise have
            // the next sign-in return to this page (right after an expired session, not here).
            markChosenSignOut();
            void logout({}, undefined, false);
          }}
        >
          {t('app.logout.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
