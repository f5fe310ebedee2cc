import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { VERSION_CHECK_MS } from '../providers/config';
import { useApi } from '../common/useApi';
import type { ShellApi } from './shellApi';
import { useT } from '../common/useT';

/**
 * Asks the server every 5 s which build it serves; when it is not this one, 'Update info'
 * offers a reload. The dev server ('dev') never asks.
 */
export const UpdateDialog = () => {
  const t = useT();
  const api = useApi<ShellApi>();
  const { data } = useQuery({
    queryKey: ['build-id'],
    queryFn: () => api.getBuildId(),
    refetchInterval: VERSION_CHECK_MS,
    refetchIntervalInBackground: false,
    enabled: __BUILD_ID__ !== 'dev',
    retry: false,
  });
  const outdated = Boolean(data && data.build_id !== 'dev' && data.build_id !== __BUILD_ID__);
  return (
    <Dialog open={outdated} aria-labelledby="update-title" maxWidth="xs" fullWidth>
      <DialogTitle id="update-title">{t('app.update.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('app.update.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
          {t('app.update.button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
