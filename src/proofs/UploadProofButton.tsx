import { useId, useState } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { useT } from '../common/useT';
import { useCheckedRows } from './RegistrationSelection';
import { UploadNoticeDialog } from './UploadNoticeDialog';
import { UploadProofDialog } from './UploadProofDialog';
import type { UploadGate } from './uploadGate';
import { useUploadGate } from './useUploadGate';

/**
 * 'Upload Bukti Bayar', the list's bulk action: disabled until rows are checked; outside hours or
 * at the day's limit it looks disabled too but stays clickable, to explain in a dialog instead of
 * opening the upload. Whenever it cannot upload, the reason is written beside it (and is the
 * button's description), not only in a tooltip that touch screens never show. Once uploaded the
 * rows leave the list, and every count that includes them is read again.
 */
export const UploadProofButton = () => {
  const t = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const checked = useCheckedRows();
  const { gate, check } = useUploadGate(checked.selected);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);
  const [uploading, setUploading] = useState(false);

  const explain = (current: UploadGate): boolean => {
    if (current.state === 'closed') {
      setNotice({ title: t('app.proof.upload.hoursTitle'), message: current.message });
      return true;
    }
    if (current.state === 'limit') {
      setNotice({
        title: t('app.proof.upload.limitTitle'),
        message: t('app.proof.upload.limitMessage', { limit: current.limit }),
      });
      return true;
    }
    return false;
  };

  const open = async () => {
    if (explain(gate)) return;
    setChecking(true);
    try {
      const fresh = await check();
      if (!explain(fresh) && fresh.state === 'open') setUploading(true);
    } catch {
      notify(t('app.errors.somethingWentWrong'), { type: 'error' });
    } finally {
      setChecking(false);
    }
  };

  const reasonId = useId();
  const reason = {
    noSelection: t('app.proof.upload.needSelection'),
    closed: t('app.hours.closedTooltip'),
    limit: t('app.proof.upload.limitTooltip'),
    open: '',
  }[gate.state];
  const blocked = gate.state === 'closed' || gate.state === 'limit';

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={
            checking ? <CircularProgress size={18} color="inherit" /> : <CloudUploadIcon />
          }
          disabled={gate.state === 'noSelection' || checking}
          aria-disabled={blocked || undefined}
          aria-describedby={reason ? reasonId : undefined}
          // The disabled look, while a click still opens the explanation.
          sx={
            blocked
              ? {
                  bgcolor: 'action.disabledBackground',
                  // 4.7:1 on the grey, where MUI's disabled text is 2.7:1.
                  color: 'grey.700',
                  boxShadow: 'none',
                  '&:hover': { bgcolor: 'action.disabledBackground' },
                }
              : undefined
          }
          onClick={() => void open()}
        >
          {t('app.proof.upload.button')}
        </Button>
        {reason && (
          <Typography id={reasonId} variant="caption" color="text.secondary">
            {reason}
          </Typography>
        )}
      </Stack>
      <UploadNoticeDialog notice={notice} onClose={() => setNotice(null)} />
      <UploadProofDialog
        open={uploading}
        checked={checked}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          onUnselectItems();
          // The list, today's upload count, the dashboard counts and the payment history.
          refresh();
        }}
      />
    </>
  );
};
