import { useState } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useNotify } from 'react-admin';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { kuitansiFileName } from '../../domain/kuitansi';
import { saveBlob } from '../common/saveBlob';
import { useT } from '../common/useT';
import { requestDownload } from '../providers/httpClient';
import { receiptApi } from './receiptKind';

/**
 * 'Unduh Kuitansi' and the document's number, for a confirmed receipt (one with a kuitansi);
 * nothing for the others. The PDF is behind the token, so it is fetched and handed to the
 * browser as a file rather than linked.
 */
export const KuitansiDownload = ({ receipt }: { receipt: ReceiptSummary }) => {
  const t = useT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const number = receipt.kuitansi_number;
  if (!number) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, name } = await requestDownload(
        `${receiptApi(receipt.kind).receipts}/${encodeURIComponent(String(receipt.id))}/kuitansi`,
      );
      // The server's header names it; its own rule for the name otherwise ('KW-2026-000123.pdf').
      saveBlob(blob, name ?? kuitansiFileName(number));
    } catch (error) {
      const status = (error as { status?: number }).status;
      notify(
        t(status === 404 ? 'app.receiptDocument.missing' : 'app.receiptDocument.downloadFailed'),
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        aria-label={t('app.receiptDocument.downloadOf', { number })}
        startIcon={
          busy ? (
            <CircularProgress size={16} aria-label={t('app.receiptDocument.downloading')} />
          ) : (
            <PictureAsPdfIcon />
          )
        }
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('app.receiptDocument.download')}
      </Button>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {number}
      </Typography>
    </Stack>
  );
};
