import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../common/useApi';
import type { ShellApi } from './shellApi';
import { useT } from '../common/useT';

const SEEN_KEY = 'aogmog.notice-seen';

/** The notice SBS can open (e.g. a public-holiday closure): shown once per session and text. */
export const NoticeModal = () => {
  const t = useT();
  const api = useApi<ShellApi>();
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: () => api.getSettings(),
    staleTime: 60_000,
  });
  const notice = data?.data.notice;
  const fingerprint = notice ? `${notice.title}\n${notice.message}` : '';
  const [seen, setSeen] = useState(() => sessionStorage.getItem(SEEN_KEY));
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, fingerprint);
    setSeen(fingerprint);
  };
  return (
    <Dialog
      open={Boolean(notice?.open) && seen !== fingerprint}
      onClose={close}
      aria-labelledby="notice-title"
    >
      <DialogTitle id="notice-title">{notice?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{notice?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {t('app.notice.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
