import { useMemo, useState } from 'react';
import { Alert, Button, Collapse, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '../common/useT';
import { readSession } from '../providers/session';
import { answerPushQuestion, PUSH_DEVICE_KEY, readPushState, shouldAskForPush } from './pushClient';

/**
 * The app's own question, once per browser, before the browser's: browsers only show theirs
 * after a click, and a refusal there cannot be taken back by the app. A banner above the page in
 * its own place, so it covers nothing (a floating snackbar sat over the lists' last rows on a
 * phone), and not modal, so it does not compete with the notice dialog.
 */
export const PushQuestion = () => {
  const t = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  // Re-rendered when this browser's state changes (e.g. turned on from /profile meanwhile),
  // which also answers the question.
  const { dataUpdatedAt } = useQuery({ queryKey: PUSH_DEVICE_KEY, queryFn: readPushState });
  const role = readSession()?.role;
  // The browser's permission and local storage are read again only when that state changes,
  // not at each of the shell's renders.
  const shouldAsk = useMemo(
    () => role !== undefined && shouldAskForPush(role),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the state changes
    [role, dataUpdatedAt],
  );
  const asking = open && shouldAsk;
  const answer = useMutation({
    mutationFn: answerPushQuestion,
    onSuccess: (state, accepted) => {
      setOpen(false);
      queryClient.setQueryData(PUSH_DEVICE_KEY, state);
      if (!accepted) return;
      if (state === 'on') notify(t('app.push.turnedOn'), { type: 'success' });
      else notify(t('app.push.notAllowed'), { type: 'warning' });
    },
    onError: (error) => {
      setOpen(false);
      console.warn('Push notifications could not be turned on', error);
      notify(t('app.push.failed'), { type: 'error' });
    },
  });
  return (
    <Collapse in={asking} unmountOnExit>
      <Alert
        severity="info"
        variant="outlined"
        sx={{ bgcolor: 'background.paper', mt: 1, flexWrap: 'wrap' }}
        action={
          <Stack direction="row" spacing={1} sx={{ alignSelf: 'center' }}>
            <Button size="small" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
              {t('app.push.question.decline')}
            </Button>
            <Button
              size="small"
              variant="contained"
              onClick={() => answer.mutate(true)}
              disabled={answer.isPending}
            >
              {t('app.push.question.accept')}
            </Button>
          </Stack>
        }
      >
        {t('app.push.question.message')}
      </Alert>
    </Collapse>
  );
};
